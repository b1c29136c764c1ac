--TEST--
array_unique() with SORT_NUMERIC
--FILE--
<?php
var_dump(array_unique(['10', '1e1', 10.0, 'abc', 0, '0', null], SORT_NUMERIC));
--EXPECT--
array(2) {
  [0]=>
  string(2) "10"
  [3]=>
  string(3) "abc"
}
