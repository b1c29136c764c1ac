--TEST--
Constants are case-sensitive
--FILE--
<?php
define('lower', 'l');
var_dump(defined('LOWER'), lower);
try { echo LOWER; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(false)
string(1) "l"
Undefined constant "LOWER"
