--TEST--
preg_grep with references inside the input
--FILE--
<?php
$v = 'abc';
$in = [&$v, 'xyz'];
var_dump(preg_grep('/b/', $in));
--EXPECT--
array(1) {
  [0]=>
  &string(3) "abc"
}
