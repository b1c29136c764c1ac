--TEST--
array_walk() on an empty array
--FILE--
<?php
$a = [];
var_dump(array_walk($a, fn($v) => print('x')));
--EXPECT--
bool(true)
