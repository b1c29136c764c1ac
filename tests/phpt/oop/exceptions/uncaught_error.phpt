--TEST--
Uncaught Error from an undefined function inside a method
--FILE--
<?php
class A { function go() { undefined_fn(); } }
(new A)->go();
--EXPECTF--

Fatal error: Uncaught Error: Call to undefined function undefined_fn() in %s:2
Stack trace:
#0 %s(3): A->go()
#1 {main}
  thrown in %s on line 2
