--TEST--
array_filter() with ARRAY_FILTER_USE_BOTH
--FILE--
<?php
var_dump(array_filter(['a' => 1, 'b' => 2, 'c' => 3], fn($v, $k) => $v > 1 && $k != 'c', ARRAY_FILTER_USE_BOTH));
--EXPECT--
array(1) {
  ["b"]=>
  int(2)
}
