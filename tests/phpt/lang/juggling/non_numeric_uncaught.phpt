--TEST--
Uncaught TypeError for non-numeric operand
--FILE--
<?php
echo "before\n";
$x = "hello" * 3;
echo "after\n";
--EXPECTF--
before

Fatal error: Uncaught TypeError: Unsupported operand types: string * int in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
