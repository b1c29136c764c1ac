--TEST--
preg_quote argument conversion
--FILE--
<?php
var_dump(preg_quote(1.5));
var_dump(preg_quote(-1));
try { preg_quote([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(4) "1\.5"
string(3) "\-1"
preg_quote(): Argument #1 ($str) must be of type string, array given
