--TEST--
Serializable without __serialize is deprecated
--FILE--
<?php
class Old implements Serializable {
  public $d = 1;
  function serialize() { return 'x'; }
  function unserialize($s) { $this->d = $s; }
}
echo "declared\n";
var_dump(serialize(new Old));
var_dump(unserialize('C:3:"Old":1:{y}'));
--EXPECTF--

Deprecated: Old implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 2
declared
string(15) "C:3:"Old":1:{x}"
object(Old)#1 (1) {
  ["d"]=>
  string(1) "y"
}
