--TEST--
intdiv with float arguments
--FILE--
<?php
var_dump(intdiv(7.0, 2));
var_dump(intdiv(7.5, 2));
try {
    intdiv(1e20, 2);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECTF--
int(3)

Deprecated: Implicit conversion from float 7.5 to int loses precision in %s on line 3
int(3)
TypeError: intdiv(): Argument #1 ($num1) must be of type int, float given
