--TEST--
ArrayObject::getIterator var_dump
--FILE--
<?php
$a = new ArrayObject(['a' => 1]);
var_dump($a->getIterator());
?>
--EXPECT--
object(ArrayIterator)#2 (1) {
  ["storage":"ArrayIterator":private]=>
  object(ArrayObject)#1 (1) {
    ["storage":"ArrayObject":private]=>
    array(1) {
      ["a"]=>
      int(1)
    }
  }
}
