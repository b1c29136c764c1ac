--TEST--
unset on elements, nested elements and missing keys
--FILE--
<?php
$a = ['a' => 1, 'b' => ['c' => 2, 'd' => 3], 'e' => 4];
unset($a['a'], $a['b']['c'], $a['missing'], $a['b']['x']['y']);
var_dump($a);
--EXPECT--
array(2) {
  ["b"]=>
  array(1) {
    ["d"]=>
    int(3)
  }
  ["e"]=>
  int(4)
}
