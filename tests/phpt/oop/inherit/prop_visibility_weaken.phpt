--TEST--
redeclaring a public property as private in a child is fatal
--FILE--
<?php
class A { public $p; }
class B extends A { private $p; }
--EXPECTF--

Fatal error: Access level to B::$p must be public (as in class A) in %s on line 3
