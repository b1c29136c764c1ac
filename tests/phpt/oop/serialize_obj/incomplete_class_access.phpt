--TEST--
Reading or writing a property of __PHP_Incomplete_Class warns or throws, naming the running function
--FILE--
<?php
function f($o) { return $o->p; }
$o = unserialize('O:7:"Missing":1:{s:1:"p";i:5;}');
var_dump(f($o));
var_dump($o->q);
class K { function m($o) { return $o->p; } }
var_dump((new K)->m($o));
try { $o->z = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(serialize($o));
--EXPECTF--

Warning: f(): The script tried to access a property on an incomplete object. Please ensure that the class definition "Missing" of the object you are trying to operate on was loaded _before_ unserialize() gets called or provide an autoloader to load the class definition in %s on line 2
NULL

Warning: main(): The script tried to access a property on an incomplete object. Please ensure that the class definition "Missing" of the object you are trying to operate on was loaded _before_ unserialize() gets called or provide an autoloader to load the class definition in %s on line 5
NULL

Warning: K::m(): The script tried to access a property on an incomplete object. Please ensure that the class definition "Missing" of the object you are trying to operate on was loaded _before_ unserialize() gets called or provide an autoloader to load the class definition in %s on line 6
NULL
The script tried to modify a property on an incomplete object. Please ensure that the class definition "Missing" of the object you are trying to operate on was loaded _before_ unserialize() gets called or provide an autoloader to load the class definition
string(30) "O:7:"Missing":1:{s:1:"p";i:5;}"
