--TEST--
implementing the same interface twice is fatal
--FILE--
<?php
interface I {}
class A implements I, I {}
--EXPECTF--

Fatal error: Class A cannot implement previously implemented interface I in %s on line 3
