--TEST--
array_change_key_case() with a case value of 5
--FILE--
<?php
var_dump(array_change_key_case(['a' => 1], 5));
--EXPECT--
array(1) {
  ["A"]=>
  int(1)
}
