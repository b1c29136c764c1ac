--TEST--
array_keys() with a strict search
--FILE--
<?php
var_dump(array_keys([1, '1', 1.0, true], 1, true));
--EXPECT--
array(1) {
  [0]=>
  int(0)
}
