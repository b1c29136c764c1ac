--TEST--
static::m(...) and self::m(...) keep late static binding
--FILE--
<?php
class P {
  static function who() { return static::class; }
  function viaStatic() { return static::who(...); }
  function viaSelf() { return self::who(...); }
}
class C extends P {}
$c = new C;
var_dump(($c->viaStatic())());
var_dump(($c->viaSelf())());
$w = C::who(...);
var_dump($w());
--EXPECT--
string(1) "C"
string(1) "C"
string(1) "C"
