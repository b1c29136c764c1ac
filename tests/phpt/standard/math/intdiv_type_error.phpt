--TEST--
intdiv with a non-numeric string throws TypeError
--FILE--
<?php
try {
    intdiv('ten', 2);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: intdiv(): Argument #1 ($num1) must be of type int, string given
