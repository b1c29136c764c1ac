--TEST--
__toString in echo, concatenation, comparison, string functions and casts
--FILE--
<?php
class S { function __construct(private $s) {} function __toString(): string { return $this->s; } }
$s = new S("abc");
echo $s, " ", $s . "!", " ", strlen($s), " ", strtoupper($s), " ", (string)$s, "\n";
var_dump($s == "abc", "abc" == $s, $s == "x", in_array("abc", [$s]), str_repeat($s, 2));
var_dump((string)new S("") === "");
$arr = ["abc" => 1];
try { echo $arr[$s]; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
abc abc! 3 ABC abc
bool(true)
bool(true)
bool(false)
bool(true)
string(6) "abcabc"
bool(true)
Illegal offset type
