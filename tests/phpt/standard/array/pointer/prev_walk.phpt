--TEST--
prev() from the end back past the start
--FILE--
<?php
$a = ['a', 'b', 'c'];
end($a);
var_dump(prev($a), prev($a), prev($a), current($a), key($a));
--EXPECT--
string(1) "b"
string(1) "a"
bool(false)
bool(false)
NULL
