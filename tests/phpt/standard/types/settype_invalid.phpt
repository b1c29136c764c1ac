--TEST--
settype with an invalid type throws ValueError
--FILE--
<?php
$v = 1;
try {
    settype($v, 'foo');
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    settype($v, 'resource');
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
var_dump($v);
--EXPECT--
ValueError: settype(): Argument #2 ($type) must be a valid type
ValueError: Cannot convert to resource type
int(1)
