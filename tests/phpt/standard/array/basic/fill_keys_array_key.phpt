--TEST--
array_fill_keys() with an array key warns
--FILE--
<?php
var_dump(array_fill_keys([[1], 'b'], 1));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
array(2) {
  ["Array"]=>
  int(1)
  ["b"]=>
  int(1)
}
