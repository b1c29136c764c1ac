--TEST--
nested writes through ArrayAccess give an indirect modification notice
--FILE--
<?php
class Bag implements ArrayAccess {
    public $d = ['list' => []];
    function offsetExists($o): bool { return isset($this->d[$o]); }
    function offsetGet($o): mixed { return $this->d[$o]; }
    function offsetSet($o, $v): void { $this->d[$o] = $v; }
    function offsetUnset($o): void { unset($this->d[$o]); }
}
$b = new Bag;
$b['list'][] = 1;
var_dump($b->d);
--EXPECTF--

Notice: Indirect modification of overloaded element of Bag has no effect in %s on line 10
array(1) {
  ["list"]=>
  array(0) {
  }
}
