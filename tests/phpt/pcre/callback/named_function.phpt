--TEST--
a user function as callback
--FILE--
<?php
function up($m) { return strtoupper($m[1]); }
var_dump(preg_replace_callback('/_(\w)/', 'up', 'snake_case_name'));
--EXPECT--
string(13) "snakeCaseName"
