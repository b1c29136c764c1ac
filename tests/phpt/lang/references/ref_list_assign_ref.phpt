--TEST--
Reference destructuring keeps links
--FILE--
<?php
$data = ['a' => 1, 'b' => 2];
['a' => &$ra, 'b' => $vb] = $data;
$ra = 'A';
$vb = 'B';
var_dump($data);
--EXPECT--
array(2) {
  ["a"]=>
  &string(1) "A"
  ["b"]=>
  int(2)
}
