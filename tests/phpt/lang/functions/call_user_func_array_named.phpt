--TEST--
call_user_func_array with named keys
--FILE--
<?php
function f($a, $b = 'b', $c = 'c') { return "$a$b$c"; }
var_dump(call_user_func_array('f', ['a' => 'A', 'c' => 'C']), call_user_func_array('f', [1, 2, 3]), call_user_func('STRLEN', 'abc'));
--EXPECT--
string(3) "AbC"
string(3) "123"
int(3)
