--TEST--
ob_start with invalid callbacks
--FILE--
<?php
class A {}
var_dump(ob_start('nope'));
var_dump(ob_start([1, 2, 3]));
var_dump(ob_start(42));
var_dump(ob_get_level());
--EXPECTF--

Warning: ob_start(): function "nope" not found or invalid function name in %s on line 3

Notice: ob_start(): Failed to create buffer in %s on line 3
bool(false)

Warning: ob_start(): array callback must have exactly two members in %s on line 4

Notice: ob_start(): Failed to create buffer in %s on line 4
bool(false)

Warning: ob_start(): no array or string given in %s on line 5

Notice: ob_start(): Failed to create buffer in %s on line 5
bool(false)
int(0)
