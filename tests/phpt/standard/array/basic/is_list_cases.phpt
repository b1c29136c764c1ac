--TEST--
array_is_list() on several arrays
--FILE--
<?php
var_dump(array_is_list([]), array_is_list([1, 2]), array_is_list([1 => 1]), array_is_list(['a' => 1]));
$a = [1, 2, 3];
unset($a[1]);
var_dump(array_is_list($a));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
