--TEST--
SplFixedArray toArray
--FILE--
<?php
$f = new SplFixedArray(3);
$f->offsetSet(0, 1); $f->offsetSet(2, [3]);
var_dump($f->toArray());
?>
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  NULL
  [2]=>
  array(1) {
    [0]=>
    int(3)
  }
}
