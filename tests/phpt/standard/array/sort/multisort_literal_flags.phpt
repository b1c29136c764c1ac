--TEST--
array_multisort with literal flags (prefer-ref parameters take values silently)
--FILE--
<?php
$a = [3, 1, 2];
$b = ["c", "a", "b"];
var_dump(array_multisort($a, SORT_DESC, SORT_NUMERIC, $b));
var_dump($a, $b);
var_dump(array_multisort([3, 1], SORT_ASC));
--EXPECT--
bool(true)
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(2)
  [2]=>
  int(1)
}
array(3) {
  [0]=>
  string(1) "c"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "a"
}
bool(true)
