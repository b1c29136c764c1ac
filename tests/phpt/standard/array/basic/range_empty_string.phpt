--TEST--
range() with an empty string
--FILE--
<?php
var_dump(range('', 'c'));
--EXPECT--
array(1) {
  [0]=>
  int(0)
}
