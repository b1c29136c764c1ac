--TEST--
f(...) for a missing method goes through __call
--FILE--
<?php
class M {
  function __call($n, $a) { return "$n:" . count($a); }
  static function __callStatic($n, $a) { return "static $n:" . count($a); }
}
$f = (new M)->anything(...);
var_dump($f(1, 2, 3));
$g = M::other(...);
var_dump($g());
var_dump($f);
--EXPECT--
string(10) "anything:3"
string(14) "static other:0"
object(Closure)#2 (2) {
  ["function"]=>
  string(11) "M::anything"
  ["this"]=>
  object(M)#1 (0) {
  }
}
