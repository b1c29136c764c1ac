--TEST--
pow with an array operand throws TypeError
--FILE--
<?php
try {
    pow([1], 2);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: Unsupported operand types: array ** int
