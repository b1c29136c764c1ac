--TEST--
ArrayIterator json_encode and (array)
--FILE--
<?php
echo json_encode(new ArrayIterator(['a' => 1])), "\n";
var_dump((array) new ArrayIterator([1]));
?>
--EXPECT--
{"a":1}
array(1) {
  [0]=>
  int(1)
}
