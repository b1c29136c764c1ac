--TEST--
__invoke on a Closure object calls it
--FILE--
<?php
$f = function($a, $b = 2) { return $a * $b; };
var_dump($f->__invoke(3));
var_dump($f->__invoke(3, 5));
var_dump(call_user_func([$f, "__invoke"], 4));
var_dump(method_exists($f, "__invoke"));
var_dump(is_callable([$f, "__invoke"]));
--EXPECT--
int(6)
int(15)
int(8)
bool(true)
bool(true)
