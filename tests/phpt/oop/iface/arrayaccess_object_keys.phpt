--TEST--
ArrayAccess receives any value as offset, including objects and floats
--FILE--
<?php
class K implements ArrayAccess {
    function offsetExists($o): bool { return true; }
    function offsetGet($o): mixed { return gettype($o); }
    function offsetSet($o, $v): void {}
    function offsetUnset($o): void {}
}
$k = new K;
echo $k[new stdClass], " ", $k[1.5], " ", $k[true], " ", $k[null], " ", $k[[1]], "\n";
--EXPECT--
object double boolean NULL array
