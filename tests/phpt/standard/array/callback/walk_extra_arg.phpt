--TEST--
array_walk() passes the extra argument
--FILE--
<?php
$a = [1, 2];
array_walk($a, function (&$v, $k, $p) { $v = $v + $p; }, 10);
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  int(11)
  [1]=>
  int(12)
}
