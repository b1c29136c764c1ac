--TEST--
intval with a non-numeric base throws TypeError
--FILE--
<?php
try {
    intval('10', 'x');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: intval(): Argument #2 ($base) must be of type int, string given
