--TEST--
str_replace converts subject elements
--FILE--
<?php
var_dump(str_replace("1", "one", [1, 1.1, true, null, "11"]));
--EXPECT--
array(5) {
  [0]=>
  string(3) "one"
  [1]=>
  string(7) "one.one"
  [2]=>
  string(3) "one"
  [3]=>
  string(0) ""
  [4]=>
  string(6) "oneone"
}
