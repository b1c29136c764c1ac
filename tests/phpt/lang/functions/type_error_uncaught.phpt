--TEST--
Uncaught TypeError for a parameter
--FILE--
<?php
function takesInt(int $n) { return $n * 2; }
echo takesInt(2), "\n";
echo takesInt("two"), "\n";
--EXPECTF--
4

Fatal error: Uncaught TypeError: takesInt(): Argument #1 ($n) must be of type int, string given, called in %s on line 4 and defined in %s:2
Stack trace:
#0 %s(4): takesInt('two')
#1 {main}
  thrown in %s on line 2
