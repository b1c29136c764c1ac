--TEST--
set_exception_handler returns the previous handler; restore_exception_handler
--FILE--
<?php
function h1($e) { echo "h1\n"; }
function h2($e) { echo "h2\n"; }
var_dump(set_exception_handler('h1'));
var_dump(set_exception_handler('h2'));
var_dump(restore_exception_handler());
throw new Exception('x');
--EXPECT--
NULL
string(2) "h1"
bool(true)
h1
