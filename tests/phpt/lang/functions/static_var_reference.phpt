--TEST--
Static variables and references
--FILE--
<?php
function &getStatic() { static $v = 0; return $v; }
$r = &getStatic();
$r = 42;
var_dump(getStatic());
--EXPECT--
int(42)
