--TEST--
array type declaration
--FILE--
<?php
function a(array $x) { return count($x); }
var_dump(a([1, 2]));
try { a("str"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { a(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
int(2)
a(): Argument #1 ($x) must be of type array, string given, called in %s on line 4
a(): Argument #1 ($x) must be of type array, null given, called in %s on line 5
