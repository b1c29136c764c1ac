--TEST--
the same seed gives the same sequence
--FILE--
<?php
mt_srand(123);
$a = [mt_rand(), mt_rand(), mt_rand(0, 9)];
mt_srand(123);
$b = [mt_rand(), mt_rand(), mt_rand(0, 9)];
var_dump($a === $b, $a);
--EXPECT--
bool(true)
array(3) {
  [0]=>
  int(1495656191)
  [1]=>
  int(1531059894)
  [2]=>
  int(2)
}
