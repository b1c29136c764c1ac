--TEST--
reading an undefined property warns and gives null
--FILE--
<?php
class A {}
$a = new A;
var_dump($a->nope);
var_dump($a->nope ?? 'dflt', isset($a->nope));
$s = new stdClass;
var_dump($s->x);
--EXPECTF--

Warning: Undefined property: A::$nope in %s on line 4
NULL
string(4) "dflt"
bool(false)

Warning: Undefined property: stdClass::$x in %s on line 7
NULL
