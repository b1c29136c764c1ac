--TEST--
Concatenation converts operands to strings
--FILE--
<?php
var_dump("a" . "b", 1 . 2, 1.5 . "", true . "|", false . "|", null . "|", -0.0 . "");
$s = "x";
$s .= "y";
$s .= 5;
var_dump($s);
--EXPECT--
string(2) "ab"
string(2) "12"
string(3) "1.5"
string(2) "1|"
string(1) "|"
string(1) "|"
string(2) "-0"
string(3) "xy5"
