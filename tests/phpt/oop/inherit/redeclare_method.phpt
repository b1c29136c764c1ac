--TEST--
declaring the same method twice is fatal
--FILE--
<?php
class A { function f() {} function F() {} }
--EXPECTF--

Fatal error: Cannot redeclare A::F() in %s on line 2
