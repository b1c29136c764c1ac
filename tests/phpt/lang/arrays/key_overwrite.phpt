--TEST--
Later duplicate keys overwrite earlier values but keep position
--FILE--
<?php
$a = ['x' => 1, 'y' => 2, 'x' => 3, 1 => 'a', "1" => 'b', true => 'c'];
var_dump($a);
--EXPECT--
array(3) {
  ["x"]=>
  int(3)
  ["y"]=>
  int(2)
  [1]=>
  string(1) "c"
}
