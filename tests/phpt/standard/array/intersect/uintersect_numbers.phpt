--TEST--
array_uintersect() with a spaceship callback
--FILE--
<?php
var_dump(array_uintersect([1, 2, 3, 4], [2, 4, 6], [4, 2], fn($a, $b) => $a <=> $b));
--EXPECT--
array(2) {
  [1]=>
  int(2)
  [3]=>
  int(4)
}
