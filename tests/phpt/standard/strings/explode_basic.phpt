--TEST--
explode splits on a delimiter
--FILE--
<?php
var_dump(explode(',', 'a,b,c'));
var_dump(explode(',', 'abc'));
var_dump(explode(',', ''));
var_dump(explode(',', ',a,,b,'));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
array(1) {
  [0]=>
  string(3) "abc"
}
array(1) {
  [0]=>
  string(0) ""
}
array(5) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "b"
  [4]=>
  string(0) ""
}
