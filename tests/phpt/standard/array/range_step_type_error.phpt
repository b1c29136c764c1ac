--TEST--
range with a non-numeric step throws TypeError
--FILE--
<?php
try {
    range(1, 5, 'x');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: range(): Argument #3 ($step) must be of type int|float, string given
