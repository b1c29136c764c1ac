--TEST--
sprintf argument numbers
--FILE--
<?php
var_dump(sprintf('%2$s %1$s %2$s', "a", "b"), sprintf('%1$\'x10.3f', 3.14159), sprintf('%1$s %s', "x", "y"));
--EXPECT--
string(5) "b a b"
string(10) "xxxxx3.142"
string(3) "x x"
