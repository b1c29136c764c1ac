--TEST--
strripos without lowered copies: offsets, empty needle, high bytes
--FILE--
<?php
$h = "abcABCabc";
foreach ([0, 2, 6, 9, -1, -3, -4, -9] as $o) {
    var_dump(strripos($h, "ABC", $o), strripos($h, "", $o), strripos($h, "C", $o));
}
var_dump(strripos("x\xC9y\xE9", "\xE9"), strripos("x\xC9y\xE9", "Y\xE9"), strripos("x\xC9y\xE9", "\xC9Y"));
--EXPECT--
int(6)
int(9)
int(8)
int(6)
int(9)
int(8)
int(6)
int(9)
int(8)
bool(false)
int(9)
bool(false)
int(6)
int(8)
int(8)
int(6)
int(6)
int(5)
int(3)
int(5)
int(5)
int(0)
int(0)
bool(false)
bool(false)
int(2)
int(1)
