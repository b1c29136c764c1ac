--TEST--
Calling __invoke on a closure and callable type checks
--FILE--
<?php
$f = function ($a) { return $a * 2; };
var_dump($f->__invoke(4));
var_dump(method_exists($f, '__invoke'));
function takes(callable $c) { return $c(3, 2); }
var_dump(takes($f), takes('max'), takes('str_repeat'(...)->bindTo(null) ?? 'x'));
try { takes('nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
int(8)
bool(true)
int(6)
int(3)
string(2) "33"
takes(): Argument #1 ($c) must be of type callable, string given, called in %s on line 7
