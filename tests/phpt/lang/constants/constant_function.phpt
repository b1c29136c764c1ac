--TEST--
constant() looks constants up by name
--FILE--
<?php
define('MY_CONST', 'value');
var_dump(constant('MY_CONST'), constant('PHP_INT_SIZE'), constant('E_ALL'));
try { constant('NOPE'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(5) "value"
int(8)
int(32767)
Undefined constant "NOPE"
