--TEST--
array_filter() with a null callback
--FILE--
<?php
var_dump(array_filter([0, 1, 'x', ''], null));
--EXPECT--
array(2) {
  [1]=>
  int(1)
  [2]=>
  string(1) "x"
}
