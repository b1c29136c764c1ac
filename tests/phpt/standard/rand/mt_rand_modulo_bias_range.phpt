--TEST--
ranges that are not powers of two
--FILE--
<?php
mt_srand(2024);
$c = array_fill(0, 3, 0);
for ($i = 0; $i < 300; $i++) $c[mt_rand(0, 2)]++;
var_dump($c);
--EXPECT--
array(3) {
  [0]=>
  int(106)
  [1]=>
  int(103)
  [2]=>
  int(91)
}
