--TEST--
array_filter() with ARRAY_FILTER_USE_KEY
--FILE--
<?php
var_dump(array_filter(['a' => 1, 'b' => 2, 'c' => 3], fn($k) => $k != 'b', ARRAY_FILTER_USE_KEY));
--EXPECT--
array(2) {
  ["a"]=>
  int(1)
  ["c"]=>
  int(3)
}
