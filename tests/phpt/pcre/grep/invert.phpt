--TEST--
PREG_GREP_INVERT keeps the others
--FILE--
<?php
var_dump(preg_grep('/^\d+$/', ['1', 'a', 'x' => '22', 3 => 'b3'], PREG_GREP_INVERT));
--EXPECT--
array(2) {
  [1]=>
  string(1) "a"
  [3]=>
  string(2) "b3"
}
