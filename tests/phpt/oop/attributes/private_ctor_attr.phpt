--TEST--
attribute class with a non-public constructor
--FILE--
<?php
#[Attribute] class Priv { private function __construct() {} }
#[Priv] class C {}
try { (new ReflectionClass('C'))->getAttributes()[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Attribute constructor of class Priv must be public
