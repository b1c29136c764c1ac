--TEST--
exit with a float argument
--FILE--
<?php
echo "x\n";
exit(1.5);
--EXPECT--
x
1.5
