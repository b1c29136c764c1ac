--TEST--
explode with a multi-character delimiter
--FILE--
<?php
var_dump(explode('::', 'a::b::::c'));
var_dump(explode('ab', 'ababab'));
--EXPECT--
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
array(4) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
  [2]=>
  string(0) ""
  [3]=>
  string(0) ""
}
