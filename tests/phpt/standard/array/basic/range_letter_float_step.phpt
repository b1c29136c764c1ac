--TEST--
range() over letters with a float step
--FILE--
<?php
var_dump(range('a', 'e', 1.5));
--EXPECT--
array(1) {
  [0]=>
  float(0)
}
