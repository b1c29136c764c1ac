--TEST--
depth error with partial output
--FILE--
<?php
var_dump(json_encode([[1, [2]], 3], JSON_PARTIAL_OUTPUT_ON_ERROR, 1), json_last_error());
--EXPECT--
string(11) "[[1,[2]],3]"
int(1)
