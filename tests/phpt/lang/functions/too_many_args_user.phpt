--TEST--
Extra arguments to a user function are ignored
--FILE--
<?php
function one($a) { return func_num_args(); }
var_dump(one(1, 2, 3));
--EXPECT--
int(3)
