--TEST--
substr_replace with fewer offsets than subjects
--FILE--
<?php
var_dump(substr_replace(["abc", "def", "ghi"], "X", [1], [1, 2]));
--EXPECT--
array(3) {
  [0]=>
  string(3) "aXc"
  [1]=>
  string(2) "Xf"
  [2]=>
  string(1) "X"
}
