--TEST--
Serializable with __serialize and __unserialize is not deprecated
--FILE--
<?php
class New_ implements Serializable {
  public $d = 1;
  function serialize() { return 'x'; }
  function unserialize($s) {}
  function __serialize(): array { return ['d' => $this->d]; }
  function __unserialize(array $a): void { $this->d = $a['d'] * 10; }
}
$s = serialize(new New_);
var_dump($s, unserialize($s));
--EXPECT--
string(27) "O:4:"New_":1:{s:1:"d";i:1;}"
object(New_)#1 (1) {
  ["d"]=>
  int(10)
}
