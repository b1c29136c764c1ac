--TEST--
floor of a non-numeric string throws TypeError, ceil(null) is deprecated
--FILE--
<?php
try {
    floor('x');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
var_dump(ceil(null));
--EXPECTF--
TypeError: floor(): Argument #1 ($num) must be of type int|float, string given

Deprecated: ceil(): Passing null to parameter #1 ($num) of type int|float is deprecated in %s on line 7
float(0)
