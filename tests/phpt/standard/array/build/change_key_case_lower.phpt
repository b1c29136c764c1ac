--TEST--
array_change_key_case() lowercases by default
--FILE--
<?php
var_dump(array_change_key_case(['Ab' => 1, 'CD' => 2, 3 => 'x']));
--EXPECT--
array(3) {
  ["ab"]=>
  int(1)
  ["cd"]=>
  int(2)
  [3]=>
  string(1) "x"
}
