--TEST--
array_key_exists() with several key types
--FILE--
<?php
$a = ['1' => 'a', '' => 'b', 'x' => null];
var_dump(array_key_exists(1, $a), array_key_exists('1', $a), array_key_exists(null, $a), array_key_exists('x', $a), array_key_exists(1.7, $a));
--EXPECTF--

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 3
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
