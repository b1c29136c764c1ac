--TEST--
No deprecation when auto-vivifying null or undefined
--FILE--
<?php
$n = null;
$n[] = 1;
$u[] = 2;
$u['k'] = 3;
var_dump($n, $u);
--EXPECT--
array(1) {
  [0]=>
  int(1)
}
array(2) {
  [0]=>
  int(2)
  ["k"]=>
  int(3)
}
