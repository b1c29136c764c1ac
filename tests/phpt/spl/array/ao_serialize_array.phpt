--TEST--
ArrayObject __serialize
--FILE--
<?php
$a = new ArrayObject([1, 2]);
var_dump($a->__serialize());
?>
--EXPECT--
array(4) {
  [0]=>
  int(0)
  [1]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [2]=>
  array(0) {
  }
  [3]=>
  NULL
}
