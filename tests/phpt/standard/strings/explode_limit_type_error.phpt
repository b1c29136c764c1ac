--TEST--
explode with a non-numeric limit throws TypeError
--FILE--
<?php
try {
    explode(',', 'a,b', 'x');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: explode(): Argument #3 ($limit) must be of type int, string given
