--TEST--
printf with too few arguments throws ArgumentCountError
--FILE--
<?php
try {
    printf('%s %s %s', 1, 2);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: 4 arguments are required, 3 given
