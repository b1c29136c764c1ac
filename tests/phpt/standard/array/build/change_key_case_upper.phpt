--TEST--
array_change_key_case() with CASE_UPPER
--FILE--
<?php
var_dump(array_change_key_case(['ab' => 1, 'cD' => 2, 3 => 'x'], CASE_UPPER));
--EXPECT--
array(3) {
  ["AB"]=>
  int(1)
  ["CD"]=>
  int(2)
  [3]=>
  string(1) "x"
}
