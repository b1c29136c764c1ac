--TEST--
callable type accepts function names
--FILE--
<?php
function call(callable $c, $arg) { return $c($arg); }
function double($x) { return $x * 2; }
var_dump(call('double', 4), call('strlen', "abcd"));
try { call('no_such_function', 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(is_callable('double'), is_callable('nope'), is_callable('strlen'));
--EXPECTF--
int(8)
int(4)
call(): Argument #1 ($c) must be of type callable, string given, called in %s on line 5
bool(true)
bool(false)
bool(true)
