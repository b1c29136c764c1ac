--TEST--
rand follows the mt_rand sequence
--FILE--
<?php
mt_srand(3);
$a = [rand(), rand()];
mt_srand(3);
$b = [mt_rand(), mt_rand()];
var_dump($a === $b);
var_dump($a);
--EXPECT--
bool(true)
array(2) {
  [0]=>
  int(1182829493)
  [1]=>
  int(151880524)
}
