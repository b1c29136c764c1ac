--TEST--
the limit argument
--FILE--
<?php
var_dump(preg_split('/,/', 'a,b,c,d', 2));
var_dump(preg_split('/,/', 'a,b,c,d', 3));
var_dump(preg_split('/,/', 'a,b,c,d', 1));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(5) "b,c,d"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(3) "c,d"
}
array(1) {
  [0]=>
  string(7) "a,b,c,d"
}
