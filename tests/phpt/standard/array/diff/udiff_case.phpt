--TEST--
array_udiff() with strcasecmp
--FILE--
<?php
var_dump(array_udiff(['A', 'b', 'C'], ['a', 'c'], 'strcasecmp'));
--EXPECT--
array(1) {
  [1]=>
  string(1) "b"
}
