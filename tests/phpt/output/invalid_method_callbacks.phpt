--TEST--
ob_start with invalid method callbacks
--FILE--
<?php
class A { function m($b) { return "<$b>"; } private function p($b) { return "p"; } }
$a = new A;
var_dump(ob_start(['A', 'nope']));
var_dump(ob_start(['Nope', 'm']));
var_dump(ob_start('Nope::m'));
var_dump(ob_start('A::nope'));
var_dump(ob_start(['A', 1]));
var_dump(ob_start([$a, 'p']));
var_dump(ob_start(['A', 'm']));
var_dump(ob_start('A::m'));
var_dump(ob_start(['x' => $a, 'y' => 'm']));
var_dump(ob_get_level());
--EXPECTF--

Warning: ob_start(): class A does not have a method "nope" in %s on line 4

Notice: ob_start(): Failed to create buffer in %s on line 4
bool(false)

Warning: ob_start(): class "Nope" not found in %s on line 5

Notice: ob_start(): Failed to create buffer in %s on line 5
bool(false)

Warning: ob_start(): class "Nope" not found in %s on line 6

Notice: ob_start(): Failed to create buffer in %s on line 6
bool(false)

Warning: ob_start(): class A does not have a method "nope" in %s on line 7

Notice: ob_start(): Failed to create buffer in %s on line 7
bool(false)

Warning: ob_start(): second array member is not a valid method in %s on line 8

Notice: ob_start(): Failed to create buffer in %s on line 8
bool(false)

Warning: ob_start(): cannot access private method A::p() in %s on line 9

Notice: ob_start(): Failed to create buffer in %s on line 9
bool(false)

Warning: ob_start(): non-static method A::m() cannot be called statically in %s on line 10

Notice: ob_start(): Failed to create buffer in %s on line 10
bool(false)

Warning: ob_start(): non-static method A::m() cannot be called statically in %s on line 11

Notice: ob_start(): Failed to create buffer in %s on line 11
bool(false)

Warning: ob_start(): array callback has to contain indices 0 and 1 in %s on line 12

Notice: ob_start(): Failed to create buffer in %s on line 12
bool(false)
int(0)
