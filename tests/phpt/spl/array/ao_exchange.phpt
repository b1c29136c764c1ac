--TEST--
ArrayObject exchangeArray
--FILE--
<?php
$a = new ArrayObject([1, 2]);
$old = $a->exchangeArray(['x' => 'y']);
var_dump($old, $a->getArrayCopy(), count($a));
?>
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(1) {
  ["x"]=>
  string(1) "y"
}
int(1)
