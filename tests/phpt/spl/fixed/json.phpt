--TEST--
SplFixedArray json_encode
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 'b', null]);
echo json_encode($f), "\n";
echo json_encode(new SplFixedArray()), "\n";
var_dump($f->jsonSerialize());
?>
--EXPECT--
[1,"b",null]
[]
array(3) {
  [0]=>
  int(1)
  [1]=>
  string(1) "b"
  [2]=>
  NULL
}
