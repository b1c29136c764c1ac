--TEST--
Serializable::serialize returning null gives N;
--FILE--
<?php
class Nul implements Serializable {
  function serialize() { return null; }
  function unserialize($s) {}
}
var_dump(serialize(new Nul));
var_dump(serialize([new Nul]));
--EXPECTF--

Deprecated: Nul implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 2
string(2) "N;"
string(12) "a:1:{i:0;N;}"
