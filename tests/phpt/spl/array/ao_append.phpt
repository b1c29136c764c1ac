--TEST--
ArrayObject append and offsetSet(null)
--FILE--
<?php
$a = new ArrayObject([5 => 'a']);
$a->append('b'); $a->offsetSet(null, 'c');
var_dump($a->getArrayCopy());
?>
--EXPECT--
array(3) {
  [5]=>
  string(1) "a"
  [6]=>
  string(1) "b"
  [7]=>
  string(1) "c"
}
