--TEST--
hrtime with two arguments throws ArgumentCountError
--FILE--
<?php
try {
    hrtime(true, 1);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: hrtime() expects at most 1 argument, 2 given
