--TEST--
array_change_key_case() leaves non-ASCII bytes
--FILE--
<?php
var_dump(array_change_key_case(["\xC9t\xC9" => 1, 'Ã„' => 2], CASE_LOWER));
--EXPECT--
array(2) {
  ["ÉtÉ"]=>
  int(1)
  ["Ã„"]=>
  int(2)
}
