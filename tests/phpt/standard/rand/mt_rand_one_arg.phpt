--TEST--
mt_rand with one argument throws ArgumentCountError
--FILE--
<?php
try {
    mt_rand(10);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: mt_rand() expects exactly 2 arguments, 1 given
