--TEST--
substr_replace with negative lengths on arrays
--FILE--
<?php
var_dump(substr_replace(["abcdef", "123456"], "X", -3, -1), substr_replace(["abc"], ["1", "2"], [0, 1], [-1]));
--EXPECT--
array(2) {
  [0]=>
  string(5) "abcXf"
  [1]=>
  string(5) "123X6"
}
array(1) {
  [0]=>
  string(2) "1c"
}
