--TEST--
Closure::call gives static and self the object class
--FILE--
<?php
class P {} class Q extends P {}
$f = function() { return [static::class, self::class, get_class($this)]; };
var_dump($f->call(new Q));
--EXPECT--
array(3) {
  [0]=>
  string(1) "Q"
  [1]=>
  string(1) "Q"
  [2]=>
  string(1) "Q"
}
