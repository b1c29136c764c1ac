--TEST--
numeric keys are kept, not renumbered
--FILE--
<?php
var_dump(array_keys(preg_grep('/b/', ['a', 'b', 'c', 'b'])));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
