--TEST--
an anchored pattern splits only at the start
--FILE--
<?php
var_dump(preg_split('/^,/', ',a,b'));
var_dump(preg_split('/,/A', ',,a,b'));
--EXPECT--
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  string(3) "a,b"
}
array(3) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
  [2]=>
  string(3) "a,b"
}
