--TEST--
an empty pattern array changes nothing
--FILE--
<?php
var_dump(preg_replace([], 'x', 'abc', -1, $c), $c);
var_dump(preg_replace([], [], ['a', 'b']));
--EXPECT--
string(3) "abc"
int(0)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
