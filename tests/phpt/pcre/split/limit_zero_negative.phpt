--TEST--
limits 0 and -1 mean no limit; other negatives stop splitting
--FILE--
<?php
var_dump(preg_split('/,/', 'a,b,c', 0));
var_dump(preg_split('/,/', 'a,b,c', -1));
var_dump(preg_split('/,/', 'a,b,c', -2));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
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
  string(5) "a,b,c"
}
