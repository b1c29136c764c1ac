--TEST--
asort() keeps references attached
--FILE--
<?php
$x = 'm';
$a = ['k1' => 'z', 'k2' => &$x, 'k3' => 'a'];
asort($a);
$x = 'changed';
var_dump($a);
--EXPECT--
array(3) {
  ["k3"]=>
  string(1) "a"
  ["k2"]=>
  &string(7) "changed"
  ["k1"]=>
  string(1) "z"
}
