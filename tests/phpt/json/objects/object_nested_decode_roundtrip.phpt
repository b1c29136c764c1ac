--TEST--
json_encode object, decode back
--FILE--
<?php
class Pt { public $x = 1; public $y = [2, 3]; private $hidden = 4; }
$j = json_encode(new Pt);
var_dump($j);
var_dump(json_decode($j));
var_dump(json_decode($j, true));
--EXPECT--
string(17) "{"x":1,"y":[2,3]}"
object(stdClass)#1 (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(3)
  }
}
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(3)
  }
}
