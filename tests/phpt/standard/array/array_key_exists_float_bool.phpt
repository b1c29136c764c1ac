--TEST--
array_key_exists with float and bool keys
--FILE--
<?php
$a = [1 => 'one', 0 => 'zero'];
var_dump(array_key_exists(1.5, $a));
var_dump(array_key_exists(true, $a));
--EXPECTF--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
bool(true)
bool(true)
