--TEST--
call_user_func and call_user_func_array
--FILE--
<?php
function add($a, $b) { return $a + $b; }
var_dump(call_user_func('add', 1, 2), call_user_func_array('add', [3, 4]), call_user_func('strtoupper_local', 'x'));
function strtoupper_local($s) { return "[$s]"; }
--EXPECT--
int(3)
int(7)
string(3) "[x]"
