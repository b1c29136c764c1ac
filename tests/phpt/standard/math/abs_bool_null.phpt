--TEST--
abs with bool and null
--FILE--
<?php
var_dump(abs(true), abs(false));
try { var_dump(abs(null)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
int(1)
int(0)

Deprecated: abs(): Passing null to parameter #1 ($num) of type int|float is deprecated in %s on line 3
int(0)
