--TEST--
undefined property warning
--FILE--
<?php
class A {}
$a = new A; var_dump($a->nope);
--EXPECTF--

Warning: Undefined property: A::$nope in %s on line 3
NULL
