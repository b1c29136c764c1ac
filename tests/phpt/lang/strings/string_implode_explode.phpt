--TEST--
implode and explode basics
--FILE--
<?php
var_dump(implode(",", [1, 2.5, true, null, "x"]));
var_dump(explode(",", "a,b,,c"));
var_dump(explode(",", "a,b,c", 2));
var_dump(explode(",", "a,b,c", -1));
--EXPECT--
string(10) "1,2.5,1,,x"
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "b,c"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
