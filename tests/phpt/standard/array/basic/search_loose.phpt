--TEST--
array_search() loose comparison
--FILE--
<?php
var_dump(array_search('1', [0, 1, '1']));
var_dump(array_search('abc', [0, 'abc']));
var_dump(array_search(null, ['a' => '', 'b' => null]));
--EXPECT--
int(1)
int(1)
string(1) "a"
