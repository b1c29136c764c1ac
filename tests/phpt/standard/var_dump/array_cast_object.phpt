--TEST--
var_dump of an object cast from an array with numeric keys
--FILE--
<?php
var_dump((object)['x' => 1, 0 => 'zero']);
--EXPECT--
object(stdClass)#1 (2) {
  ["x"]=>
  int(1)
  ["0"]=>
  string(4) "zero"
}
