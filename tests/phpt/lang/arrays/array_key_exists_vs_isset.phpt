--TEST--
array_key_exists versus isset with null values
--FILE--
<?php
$a = ['n' => null, 'z' => 0];
var_dump(array_key_exists('n', $a), isset($a['n']), array_key_exists('z', $a), isset($a['z']), array_key_exists('q', $a), array_key_exists(1, [1 => 0]), array_key_exists("1", [1 => 0]));
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
