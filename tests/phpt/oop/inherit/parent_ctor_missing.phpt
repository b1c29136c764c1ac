--TEST--
calling parent::__construct when the parent has none
--FILE--
<?php
class A {}
class B extends A { function __construct() { parent::__construct(); } }
try { new B; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot call constructor
