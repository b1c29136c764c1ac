--TEST--
flags other than PREG_GREP_INVERT are ignored
--FILE--
<?php
var_dump(preg_grep('/a/', ['a', 'b'], 2));
var_dump(preg_grep('/a/', ['a', 'b'], 3));
--EXPECT--
array(1) {
  [0]=>
  string(1) "a"
}
array(1) {
  [1]=>
  string(1) "b"
}
