--TEST--
settype with an invalid type name
--FILE--
<?php
$v = 3;
try { settype($v, "nonsense"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump($v);
--EXPECT--
settype(): Argument #2 ($type) must be a valid type
int(3)
