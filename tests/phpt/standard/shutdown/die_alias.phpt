--TEST--
die is an alias of exit
--FILE--
<?php
echo "a\n";
die("dead\n");
echo "b\n";
--EXPECT--
a
dead
