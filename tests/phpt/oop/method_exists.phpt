--TEST--
method_exists and property_exists
--FILE--
<?php
class A { public $p; function m() {} }
var_dump(method_exists('A', 'm'), method_exists(new A, 'M'), method_exists('A', 'x'), property_exists('A', 'p'), property_exists('A', 'q'));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
