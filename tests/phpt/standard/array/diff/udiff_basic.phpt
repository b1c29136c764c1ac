--TEST--
array_udiff() with a comparison callback
--FILE--
<?php
var_dump(array_udiff([1, 5, 3, 'k' => 7], [3, 4, 7], fn($a, $b) => $a <=> $b));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(5)
}
