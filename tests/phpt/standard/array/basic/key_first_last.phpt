--TEST--
array_key_first() and array_key_last()
--FILE--
<?php
var_dump(array_key_first(['x' => 1, 5 => 2]), array_key_last(['x' => 1, 5 => 2]));
var_dump(array_key_first([]), array_key_last([]));
--EXPECT--
string(1) "x"
int(5)
NULL
NULL
