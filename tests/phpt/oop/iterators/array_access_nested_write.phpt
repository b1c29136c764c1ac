--TEST--
Indirect modification of ArrayAccess elements
--FILE--
<?php
class AA implements ArrayAccess {
    private $d = ['list' => []];
    function offsetExists($o): bool { return isset($this->d[$o]); }
    function offsetGet($o): mixed { return $this->d[$o]; }
    function offsetSet($o, $v): void { $this->d[$o] = $v; }
    function offsetUnset($o): void {}
}
$a = new AA;
$a['list'][] = 1;
var_dump($a['list']);
$o = new ArrayObject(['list' => []]);
$o['list'][] = 1;
var_dump($o['list']);
--EXPECTF--

Notice: Indirect modification of overloaded element of AA has no effect in %s on line 10
array(0) {
}
array(1) {
  [0]=>
  int(1)
}
