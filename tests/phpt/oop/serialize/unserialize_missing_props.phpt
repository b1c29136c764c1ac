--TEST--
unserialize keeps defaults for properties absent from the data
--FILE--
<?php
class C { public $a = "default"; public $b = [1]; }
var_dump(unserialize("O:1:\"C\":1:{s:1:\"b\";i:2;}"));
--EXPECT--
object(C)#1 (2) {
  ["a"]=>
  string(7) "default"
  ["b"]=>
  int(2)
}
