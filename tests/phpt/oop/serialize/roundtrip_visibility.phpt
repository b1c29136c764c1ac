--TEST--
unserialize restores protected and private properties
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; function get() { return [$this->a, $this->b, $this->c]; } }
$o = new A; $s = serialize($o); $u = unserialize($s);
var_dump($u); var_dump($u->get()); var_dump($u == $o, $u === $o);
--EXPECT--
object(A)#2 (3) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"A":private]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
bool(true)
bool(false)
