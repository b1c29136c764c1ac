--TEST--
changing a typed property's type in a child is fatal
--FILE--
<?php
class A { public int $p = 0; }
class B extends A { public string $p = ''; }
--EXPECTF--

Fatal error: Type of B::$p must be int (as in class A) in %s on line 3
