--TEST--
strpbrk
--FILE--
<?php
var_dump(strpbrk("This is a test", "st"), strpbrk("This is a test", "S"), strpbrk("keyed", "yd"), strpbrk("", "a"));
--EXPECT--
string(11) "s is a test"
bool(false)
string(3) "yed"
bool(false)
