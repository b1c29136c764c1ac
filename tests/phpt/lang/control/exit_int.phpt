--TEST--
exit with an int prints nothing
--FILE--
<?php
echo "before\n";
exit(3);
echo "after\n";
--EXPECT--
before
