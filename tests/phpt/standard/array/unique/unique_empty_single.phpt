--TEST--
array_unique() on empty and single arrays
--FILE--
<?php
var_dump(array_unique([]), array_unique(['k' => 1]));
--EXPECT--
array(0) {
}
array(1) {
  ["k"]=>
  int(1)
}
