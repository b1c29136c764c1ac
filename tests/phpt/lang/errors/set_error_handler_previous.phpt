--TEST--
set_error_handler returns the previous handler
--FILE--
<?php
function h1() { return true; }
function h2() { return true; }
var_dump(set_error_handler('h1'));
var_dump(set_error_handler('h2'));
var_dump(set_error_handler(null));
echo $undefinedShown;
--EXPECTF--
NULL
string(2) "h1"
string(2) "h2"

Warning: Undefined variable $undefinedShown in %s on line 7
