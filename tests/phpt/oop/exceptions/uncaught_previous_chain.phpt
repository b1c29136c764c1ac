--TEST--
Uncaught exception output with chained previous exceptions
--FILE--
<?php
function a() { throw new InvalidArgumentException('first', 1); }
function b() {
    try { a(); } catch (Exception $e) { throw new LogicException('second', 2, $e); }
}
b();
--EXPECTF--

Fatal error: Uncaught InvalidArgumentException: first in %s:2
Stack trace:
#0 %s(4): a()
#1 %s(6): b()
#2 {main}

Next LogicException: second in %s:4
Stack trace:
#0 %s(6): b()
#1 {main}
  thrown in %s on line 4
