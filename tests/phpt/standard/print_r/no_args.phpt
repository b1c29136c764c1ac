--TEST--
print_r without arguments throws ArgumentCountError
--FILE--
<?php
try {
    print_r();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: print_r() expects at least 1 argument, 0 given
