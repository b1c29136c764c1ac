--TEST--
array_diff_key() treats '1' and 1 as one key
--FILE--
<?php
var_dump(array_diff_key([1 => 'a', '2' => 'b', '03' => 'c'], ['1' => 0, 2 => 0, 3 => 0]));
--EXPECT--
array(1) {
  ["03"]=>
  string(1) "c"
}
