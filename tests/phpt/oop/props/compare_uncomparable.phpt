--TEST--
comparing objects with scalars and different classes
--FILE--
<?php
class A { public $v = 1; }
class B { public $v = 1; }
var_dump(new A == 1, new A == true, new A == null, new A < new B, new A > new B, new A == new B);
var_dump(new A <=> new B);
var_dump(new stdClass == new stdClass, [new A] == [new A]);
--EXPECTF--

Notice: Object of class A could not be converted to int in %s on line 4
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
int(1)
bool(true)
bool(true)
