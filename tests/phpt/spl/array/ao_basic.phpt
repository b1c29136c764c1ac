--TEST--
ArrayObject basic methods
--FILE--
<?php
$a = new ArrayObject(['x' => 1, 'y' => 2]);
var_dump($a->count(), $a->offsetGet('x'), $a->offsetExists('y'), $a->offsetExists('z'));
$a->offsetSet('z', 3); $a->offsetUnset('x');
var_dump($a->getArrayCopy());
?>
--EXPECT--
int(2)
int(1)
bool(true)
bool(false)
array(2) {
  ["y"]=>
  int(2)
  ["z"]=>
  int(3)
}
