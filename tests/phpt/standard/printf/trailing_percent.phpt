--TEST--
sprintf with a lone trailing percent throws ArgumentCountError
--FILE--
<?php
try {
    var_dump(sprintf('abc%'));
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: 2 arguments are required, 1 given
