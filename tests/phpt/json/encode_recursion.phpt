--TEST--
recursive array
--FILE--
<?php
$a = [1];
$a[] = &$a;
var_dump(json_encode($a), json_last_error_msg());
var_dump(json_encode($a, JSON_PARTIAL_OUTPUT_ON_ERROR));
--EXPECT--
bool(false)
string(18) "Recursion detected"
string(8) "[1,null]"
