--TEST--
The Serializable interface (deprecated path without __serialize)
--FILE--
<?php
class Old implements Serializable {
    public $d = 'data';
    public function serialize() { return strrev($this->d); }
    public function unserialize($s) { $this->d = strrev($s) . '!'; }
}
$s = serialize(new Old);
echo $s, "\n";
var_dump(unserialize($s));
--EXPECTF--

Deprecated: Old implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 2
C:3:"Old":4:{atad}
object(Old)#1 (1) {
  ["d"]=>
  string(5) "data!"
}
