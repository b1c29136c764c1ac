--TEST--
array_key_exists including null values
--FILE--
<?php
$a = ['a' => null, 1 => 'x', '' => 'empty'];
var_dump(array_key_exists('a', $a));
var_dump(isset($a['a']));
var_dump(array_key_exists(1, $a));
var_dump(array_key_exists('1', $a));
var_dump(array_key_exists('b', $a));
var_dump(array_key_exists(null, $a));
var_dump(key_exists('a', $a));
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
