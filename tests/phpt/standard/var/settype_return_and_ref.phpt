--TEST--
settype changes the variable
--FILE--
<?php
$arr = ['x' => '5'];
settype($arr['x'], 'int');
var_dump($arr);
--EXPECT--
array(1) {
  ["x"]=>
  int(5)
}
