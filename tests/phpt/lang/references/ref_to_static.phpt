--TEST--
Reference to a static variable
--FILE--
<?php
function &counter() { static $c = 0; $c++; return $c; }
$x = &counter();
$x += 100;
var_dump(counter());
--EXPECT--
int(102)
