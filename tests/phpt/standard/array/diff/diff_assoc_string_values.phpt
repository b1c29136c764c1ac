--TEST--
array_diff_assoc() compares values as strings
--FILE--
<?php
var_dump(array_diff_assoc([0 => 1, 1 => '1.0', 2 => true], ['1', '1', '1']));
--EXPECT--
array(1) {
  [1]=>
  string(3) "1.0"
}
