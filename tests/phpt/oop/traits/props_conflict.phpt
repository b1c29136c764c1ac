--TEST--
class redeclaring a trait property with a different default is fatal
--FILE--
<?php
trait T { public $x = 1; }
class A { use T; public $x = 2; }
--EXPECTF--

Fatal error: A and T define the same property ($x) in the composition of A. However, the definition differs and is considered incompatible. Class was composed in %s on line 3
