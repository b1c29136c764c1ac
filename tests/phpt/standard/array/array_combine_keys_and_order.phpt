--TEST--
array_combine: key conversion (numeric strings, floats, bools, null, objects), duplicates keep the last value in first position, references read through
--FILE--
<?php
class K { function __toString(): string { return "obj"; } }
$v = 5;
$vals = [1, &$v, 3, 4, 5, 6, 7, 8];
var_dump(array_combine(["a", "1", 1.7, true, null, new K, "a", "01"], $vals));
var_dump(array_combine([], []));
$big = array_combine(range(0, 99, 3), range(100, 133));
var_dump(count($big), $big[99], array_key_last($big), $big[0]);
$big[] = "next";
var_dump(array_key_last($big));
try {
    array_combine([1, 2], [1]);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(@array_combine([[1]], ["x"]));
--EXPECT--
array(6) {
  ["a"]=>
  int(7)
  [1]=>
  int(4)
  ["1.7"]=>
  int(3)
  [""]=>
  int(5)
  ["obj"]=>
  int(6)
  ["01"]=>
  int(8)
}
array(0) {
}
int(34)
int(133)
int(99)
int(100)
int(100)
array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements
array(1) {
  ["Array"]=>
  string(1) "x"
}
