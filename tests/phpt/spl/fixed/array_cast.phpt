--TEST--
SplFixedArray (array) cast
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 'b']);
var_dump((array)$f);
?>
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  string(1) "b"
}
