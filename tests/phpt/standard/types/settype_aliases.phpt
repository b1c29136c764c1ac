--TEST--
settype accepts type aliases
--FILE--
<?php
foreach (['int', 'integer', 'float', 'double', 'bool', 'boolean', 'string', 'array', 'object'] as $t) {
    $v = '7';
    settype($v, $t);
    echo $t, ': ', gettype($v), "\n";
}
--EXPECT--
int: integer
integer: integer
float: double
double: double
bool: boolean
boolean: boolean
string: string
array: array
object: object
