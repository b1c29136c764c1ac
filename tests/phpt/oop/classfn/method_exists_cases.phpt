--TEST--
method_exists with strings, objects, private methods, __call and case
--FILE--
<?php
class A { private function priv() {} function __call($n, $a) {} static function St() {} }
var_dump(method_exists('A', 'priv'), method_exists(new A, 'PRIV'), method_exists('A', 'st'), method_exists('A', 'magic'), method_exists('Nope', 'x'), method_exists('A', '__call'));
var_dump(method_exists('Closure', '__invoke'), method_exists(function () {}, '__invoke'));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
