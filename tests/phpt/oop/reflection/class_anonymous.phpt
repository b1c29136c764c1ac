--TEST--
isAnonymous on anonymous classes
--FILE--
<?php
$o = new class { public $x = 1; function m() { return 2; } };
$r = new ReflectionClass($o);
var_dump($r->isAnonymous());
var_dump($r->hasMethod('m'), $r->hasProperty('x'));
var_dump((new ReflectionClass('stdClass'))->isAnonymous());
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
