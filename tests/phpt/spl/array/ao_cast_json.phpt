--TEST--
ArrayObject (array) and json_encode
--FILE--
<?php
$a = new ArrayObject([1, 2, 'k' => 3]);
var_dump((array)$a);
echo json_encode($a), "\n";
echo json_encode(new ArrayObject([])), "\n";
?>
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["k"]=>
  int(3)
}
{"0":1,"1":2,"k":3}
{}
