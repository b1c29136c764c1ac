--TEST--
exit without parentheses
--FILE--
<?php
echo "x\n";
exit;
--EXPECT--
x
