--TEST--
an empty pattern splits into characters with empty ends
--FILE--
<?php
var_dump(preg_split('//', 'abc'));
--EXPECT--
array(5) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "c"
  [4]=>
  string(0) ""
}
