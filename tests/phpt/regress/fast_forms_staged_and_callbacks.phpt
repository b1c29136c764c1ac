--TEST--
Fast forms of built-ins taken from DoCall and from callbacks give the full built-ins' results, warnings and errors
--FILE--
<?php
// substr with a computed argument (InitCall/Send/DoCall, not fused)
$t = "hello world";
$a = 2;
$b = 7;
var_dump(substr($t, $a, $b - $a), substr($t, $a - 20, $b), substr($t, 20 - $a));
var_dump(substr($t, $a, null), substr($t, $a + 0.0, $b));
// strlen / strtoupper / strtolower as callbacks and as calls
var_dump(array_map('strlen', ["", "ab", "abc"]));
var_dump(array_map('strtoupper', ["abc", "ABC", "a1\xe9z", ""]));
var_dump(array_map('strtolower', ["ABC", "abc", "A1\xc9Z", 12]));
var_dump(array_map('strlen', [1, 2.5, true, null]));
try {
    array_map('strlen', [[1]]);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$u = "already upper";
$v = strtoupper($u . "");
var_dump($v, strtolower($v), strtoupper(...[$u]));
// strpos with a computed offset, out of range: ValueError as php
try {
    var_dump(strpos($t, "o", $b + 10));
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(strpos($t, "o", $b - 10), stripos($t, "W", $a + 1));
--EXPECTF--
string(5) "llo w"
string(7) "hello w"
string(0) ""
string(9) "llo world"
string(7) "llo wor"
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(4) {
  [0]=>
  string(3) "ABC"
  [1]=>
  string(3) "ABC"
  [2]=>
  string(4) "A1éZ"
  [3]=>
  string(0) ""
}
array(4) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(3) "abc"
  [2]=>
  string(4) "a1Éz"
  [3]=>
  string(2) "12"
}

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 12
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(3)
  [2]=>
  int(1)
  [3]=>
  int(0)
}
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
string(13) "ALREADY UPPER"
string(13) "already upper"
string(13) "ALREADY UPPER"
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
bool(false)
int(6)
