--TEST--
casting a mangled array back to an object restores private and protected access
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; function get() { return [$this->b, $this->c]; } }
$arr = (array)new A;
$arr["\0*\0b"] = 20;
$o = (object)$arr;
var_dump($o);
--EXPECT--
object(stdClass)#1 (3) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(20)
  ["c":"A":private]=>
  int(3)
}
