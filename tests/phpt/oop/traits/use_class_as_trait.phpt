--TEST--
using a class as a trait is fatal
--FILE--
<?php
class NotTrait {}
class A { use NotTrait; }
--EXPECTF--

Fatal error: A cannot use NotTrait - it is not a trait in %s on line 3
