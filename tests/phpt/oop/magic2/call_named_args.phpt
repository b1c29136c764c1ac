--TEST--
__call receives named arguments as string keys
--FILE--
<?php
class A { function __call($n, $a) { var_dump($a); } static function __callStatic($n, $a) { var_dump($a); } }
(new A)->f(1, b: 2);
A::g(x: 'y');
--EXPECT--
array(2) {
  [0]=>
  int(1)
  ["b"]=>
  int(2)
}
array(1) {
  ["x"]=>
  string(1) "y"
}
