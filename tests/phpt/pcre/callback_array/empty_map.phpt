--TEST--
an empty pattern map returns the subject
--FILE--
<?php
var_dump(preg_replace_callback_array([], 'abc', -1, $c), $c);
var_dump(preg_replace_callback_array([], ['a', 'b']));
--EXPECT--
string(3) "abc"
int(0)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
