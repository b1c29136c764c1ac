--TEST--
Built-in functions as callbacks: exact and coerced argument types, errors thrown inside them (with their own trace frame), named user functions and static methods
--FILE--
<?php
function twice($x) { return $x * 2; }
class K { static function inc($x) { return $x + 1; } function dec($x) { return $x - 1; } }
var_dump(array_map('strlen', ["a", "bb", 123, 4.5, true]));
var_dump(array_map('strtoupper', ["x" => "ab", "y" => 7]));
var_dump(array_map('TWICE', [1, 2, 3]));
var_dump(array_map('\twice', [4]));
var_dump(array_map('K::inc', [1, 2]));
var_dump(array_map([new K, 'dec'], [1, 2]));
var_dump(array_map('max', [1, 5], [3, 2]));
var_dump(array_filter([1, "2", 3.0, "x", null], 'is_int'));
var_dump(array_filter(["a" => 1, "b" => 2], 'is_string', ARRAY_FILTER_USE_KEY));
var_dump(array_reduce([1, 2, 3], 'max', 0));
try {
    array_map('intdiv', [1, 2], [1, 0]);
} catch (DivisionByZeroError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    $f = $e->getTrace()[0];
    echo $f['function'], " ", isset($f['line']) ? "line" : "no line", " ", json_encode($f['args'] ?? null), "\n";
}
try {
    array_map('strlen', [[1]]);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    $f = $e->getTrace()[0];
    echo $f['function'], " ", isset($f['line']) ? "line" : "no line", "\n";
}
$a = [3, 1, 2];
usort($a, 'strcmp');
var_dump($a);
$k = ["b" => 1, "a" => 2, "c" => 0];
uksort($k, 'strcmp');
var_dump($k);
uasort($k, fn($x, $y) => $y <=> $x);
var_dump($k);
echo preg_replace_callback('/\d+/', 'twice_str', "a1 b22"), "\n";
function twice_str($m) { return str_repeat($m[0], 2); }
echo preg_replace_callback('/[a-z]/', fn($m) => strtoupper($m[0]), "ab1c"), "\n";
try {
    echo preg_replace_callback('/x/', 'strtoupper', "axb"), "\n";
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECT--
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(3)
  [4]=>
  int(1)
}
array(2) {
  ["x"]=>
  string(2) "AB"
  ["y"]=>
  string(1) "7"
}
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(4)
  [2]=>
  int(6)
}
array(1) {
  [0]=>
  int(8)
}
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(1)
}
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(5)
}
array(1) {
  [0]=>
  int(1)
}
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
int(3)
DivisionByZeroError: Division by zero
intdiv no line [2,0]
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
strlen no line
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(3) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(1)
  ["c"]=>
  int(0)
}
array(3) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(1)
  ["c"]=>
  int(0)
}
a11 b2222
AB1C
TypeError: strtoupper(): Argument #1 ($string) must be of type string, array given
