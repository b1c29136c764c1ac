--TEST--
class redeclaring a trait property compatibly is fine
--FILE--
<?php
trait T { public $x = 1; }
class A { use T; public $x = 1; }
echo (new A)->x, "\n";
--EXPECT--
1
