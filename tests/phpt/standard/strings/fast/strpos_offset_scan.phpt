--TEST--
strpos loops with offsets, one-byte and long needles, at the end of the haystack
--FILE--
<?php
$t = str_repeat("ab cd eta beta ", 50);
$n = 0; $p = 0;
while (($p = strpos($t, "eta", $p)) !== false) { $n++; $p++; }
var_dump($n);
$n = 0; $p = 0;
while (($p = strpos($t, " ", $p)) !== false) { $n++; $p++; }
var_dump($n);
var_dump(strpos($t, "beta ", -5), strpos($t, "beta ", -6), strpos($t, " ", -1), strpos($t, "", strlen($t)));
var_dump(strpos("aaa", "aa", 1), strpos("aaa", "aa", 2), strpos("abc", "c", 3), strpos("abc", "abcd"));
var_dump(strrpos("abcabc", "c", -2), strrpos("abcabc", "bc", -1), strrpos("abcabc", "c"), strrpos("abc", ""));
--EXPECT--
int(100)
int(200)
int(745)
int(745)
int(749)
int(750)
int(1)
bool(false)
bool(false)
bool(false)
int(2)
int(4)
int(5)
int(3)
