--TEST--
substr_replace over an array of strings
--FILE--
<?php
var_dump(substr_replace(["A: XXX", "B: XXX", "C: XXX"], "YYY", 3, 3));
var_dump(substr_replace(["A: XXX", "B: XXX", "C: XXX"], ["AAA", "BBB"], [3, 0], [3, 1]));
--EXPECT--
array(3) {
  [0]=>
  string(6) "A: YYY"
  [1]=>
  string(6) "B: YYY"
  [2]=>
  string(6) "C: YYY"
}
array(3) {
  [0]=>
  string(6) "A: AAA"
  [1]=>
  string(8) "BBB: XXX"
  [2]=>
  string(0) ""
}
