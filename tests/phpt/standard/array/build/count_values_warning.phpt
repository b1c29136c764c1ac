--TEST--
array_count_values() warns on other types
--FILE--
<?php
var_dump(array_count_values([1.5, true, null, [1], 'x']));
--EXPECTF--

Warning: array_count_values(): Can only count string and integer values, entry skipped in %s on line 2

Warning: array_count_values(): Can only count string and integer values, entry skipped in %s on line 2

Warning: array_count_values(): Can only count string and integer values, entry skipped in %s on line 2

Warning: array_count_values(): Can only count string and integer values, entry skipped in %s on line 2
array(1) {
  ["x"]=>
  int(1)
}
