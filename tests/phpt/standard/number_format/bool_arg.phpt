--TEST--
number_format with bool and null numbers
--FILE--
<?php
var_dump(number_format(true, 2));
try {
    var_dump(number_format(null, 2));
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECTF--
string(4) "1.00"

Deprecated: number_format(): Passing null to parameter #1 ($num) of type float is deprecated in %s on line 4
string(4) "0.00"
