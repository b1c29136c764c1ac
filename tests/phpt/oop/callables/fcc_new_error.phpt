--TEST--
Cannot create Closure for new expression
--FILE--
<?php
class A {}
$f = new A(...);
--EXPECTF--

Fatal error: Cannot create Closure for new expression in %s on line 3
