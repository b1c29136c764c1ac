--TEST--
in_array with one argument throws ArgumentCountError
--FILE--
<?php
try {
    in_array(1);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: in_array() expects at least 2 arguments, 1 given
