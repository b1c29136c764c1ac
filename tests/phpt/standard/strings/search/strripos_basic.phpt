--TEST--
strripos
--FILE--
<?php
var_dump(strripos("ABCabc", "B"), strripos("ABCabc", "b", -3), strripos("abc", "X"), strripos("aXbx", "x", 2), strripos("abc", ""));
--EXPECT--
int(4)
int(1)
bool(false)
int(3)
int(3)
