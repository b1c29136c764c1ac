--TEST--
array_map() with references in the input
--FILE--
<?php
$x = 1;
$a = [&$x, 2];
$b = array_map(fn($v) => $v * 10, $a);
var_dump($b);
--EXPECT--
array(2) {
  [0]=>
  int(10)
  [1]=>
  int(20)
}
