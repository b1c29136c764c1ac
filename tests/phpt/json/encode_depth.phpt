--TEST--
json_encode depth limit
--FILE--
<?php
var_dump(json_encode([[1]], 0, 1), json_last_error(), json_last_error_msg());
var_dump(json_encode([[1]], 0, 2), json_last_error());
var_dump(json_encode(1, 0, 0), json_encode([], 0, 0));
--EXPECT--
bool(false)
int(1)
string(28) "Maximum stack depth exceeded"
string(5) "[[1]]"
int(0)
string(1) "1"
bool(false)
