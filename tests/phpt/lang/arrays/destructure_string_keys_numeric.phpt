--TEST--
Destructuring with numeric string keys
--FILE--
<?php
["0" => $a, "1" => $b] = ["x", "y"];
var_dump($a, $b);
--EXPECT--
string(1) "x"
string(1) "y"
