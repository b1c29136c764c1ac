--TEST--
set_error_handler returns the previous handler
--FILE--
<?php
var_dump(set_error_handler('var_dump'));
$prev = set_error_handler(function () { return true; });
var_dump($prev);
--EXPECT--
NULL
string(8) "var_dump"
