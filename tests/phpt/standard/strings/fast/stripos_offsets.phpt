--TEST--
stripos with positive, negative, boundary and empty-needle offsets
--FILE--
<?php
$h = "abcABCabc";
foreach ([0, 1, 3, 6, 8, 9, -1, -3, -4, -9] as $o) {
    var_dump(stripos($h, "AbC", $o), stripos($h, "", $o), stripos($h, "c", $o));
}
foreach ([10, -10] as $o) {
    try { stripos($h, "a", $o); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
var_dump(stripos("", ""), stripos("", "a"), stripos("ab", "abc"), stripos("aaab", "AAB"));
--EXPECT--
int(0)
int(0)
int(2)
int(3)
int(1)
int(2)
int(3)
int(3)
int(5)
int(6)
int(6)
int(8)
bool(false)
int(8)
int(8)
bool(false)
int(9)
bool(false)
bool(false)
int(8)
int(8)
int(6)
int(6)
int(8)
int(6)
int(5)
int(5)
int(0)
int(0)
int(2)
stripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
stripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
int(0)
bool(false)
bool(false)
int(1)
