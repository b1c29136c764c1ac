--TEST--
using an undefined trait is fatal
--FILE--
<?php
class A { use MissingTrait; }
--EXPECTF--

Fatal error: Trait "MissingTrait" not found in %s on line 2
