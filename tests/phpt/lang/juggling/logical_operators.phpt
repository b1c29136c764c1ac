--TEST--
Logical operators and their precedence
--FILE--
<?php
var_dump(true && false, true || false, !true, true xor true, true xor false);
$x = true and false;
var_dump($x);
$y = (true and false);
var_dump($y);
$z = false or true;
var_dump($z);
--EXPECT--
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
