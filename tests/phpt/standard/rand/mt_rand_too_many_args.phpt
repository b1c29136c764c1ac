--TEST--
mt_rand with three arguments throws ArgumentCountError
--FILE--
<?php
try {
    mt_rand(1, 2, 3);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: mt_rand() expects exactly 2 arguments, 3 given
