--TEST--
arithmetic with leading-numeric and non-numeric strings
--FILE--
<?php
var_dump('5' + '5');
var_dump('1.5' + 1);
var_dump('5 apples' + 1);
try {
    var_dump('apples' + 1);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECTF--
int(10)
float(2.5)

Warning: A non-numeric value encountered in %s on line 4
int(6)
TypeError: Unsupported operand types: string + int
