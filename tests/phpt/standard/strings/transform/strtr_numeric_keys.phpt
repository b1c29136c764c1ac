--TEST--
strtr with integer keys
--FILE--
<?php
var_dump(strtr("1 10 100", [1 => "one", 10 => "ten", 100 => "hundred"]), strtr("-1", [-1 => "neg"]));
--EXPECT--
string(15) "one ten hundred"
string(3) "neg"
