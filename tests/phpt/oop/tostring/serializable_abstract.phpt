--TEST--
Abstract classes implementing Serializable are not reported
--FILE--
<?php
abstract class Base implements Serializable {}
class Child extends Base { function serialize() { return ''; } function unserialize($s) {} }
echo "child\n";
--EXPECTF--

Deprecated: Child implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 3
child
