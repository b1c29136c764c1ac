--TEST--
unset and re-add moves key to the end
--FILE--
<?php
$a = ['a' => 1, 'b' => 2, 'c' => 3];
unset($a['a']);
$a['a'] = 10;
var_dump($a);
--EXPECT--
array(3) {
  ["b"]=>
  int(2)
  ["c"]=>
  int(3)
  ["a"]=>
  int(10)
}
