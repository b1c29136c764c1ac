--TEST--
ArrayObject var_dump
--FILE--
<?php
$a = new ArrayObject([1, 'two' => 2]);
var_dump($a);
?>
--EXPECT--
object(ArrayObject)#1 (1) {
  ["storage":"ArrayObject":private]=>
  array(2) {
    [0]=>
    int(1)
    ["two"]=>
    int(2)
  }
}
