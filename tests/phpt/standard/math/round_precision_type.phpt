--TEST--
round with a non-integer precision
--FILE--
<?php
var_dump(round(1.2345, '2'));
try {
    round(1.2345, 'x');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
float(1.23)
TypeError: round(): Argument #2 ($precision) must be of type int, string given
