--TEST--
r: repeats an object
--FILE--
<?php
$a = unserialize('a:2:{i:0;O:8:"stdClass":0:{}i:1;r:2;}');
$a[0]->x = 1;
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  object(stdClass)#1 (1) {
    ["x"]=>
    int(1)
  }
  [1]=>
  object(stdClass)#1 (1) {
    ["x"]=>
    int(1)
  }
}
