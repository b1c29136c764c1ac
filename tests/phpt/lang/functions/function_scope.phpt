--TEST--
Functions do not see outer variables
--FILE--
<?php
$outer = 1;
function f() { return isset($outer) ? "visible" : "not visible"; }
echo f(), "\n";
function g() { return $outer; }
var_dump(g());
--EXPECTF--
not visible

Warning: Undefined variable $outer in %s on line 5
NULL
