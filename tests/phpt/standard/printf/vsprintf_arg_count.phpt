--TEST--
vsprintf with one argument throws ArgumentCountError
--FILE--
<?php
try {
    vsprintf('%s');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: vsprintf() expects exactly 2 arguments, 1 given
