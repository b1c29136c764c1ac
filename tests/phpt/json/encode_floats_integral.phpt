--TEST--
integral floats
--FILE--
<?php
var_dump(json_encode([1.0, 100.0, 1e15, 1e16, -5.0]));
--EXPECT--
string(45) "[1,100,1000000000000000,10000000000000000,-5]"
