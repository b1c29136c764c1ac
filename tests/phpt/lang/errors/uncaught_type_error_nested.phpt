--TEST--
Uncaught TypeError from nested calls
--FILE--
<?php
function needsInt(int $i) { return $i; }
function caller($v) { return needsInt($v); }
caller(1.5 * 2);
caller("x");
--EXPECTF--

Fatal error: Uncaught TypeError: needsInt(): Argument #1 ($i) must be of type int, string given, called in %s on line 3 and defined in %s:2
Stack trace:
#0 %s(3): needsInt('x')
#1 %s(5): caller('x')
#2 {main}
  thrown in %s on line 2
