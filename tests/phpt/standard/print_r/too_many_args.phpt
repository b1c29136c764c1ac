--TEST--
print_r with three arguments throws ArgumentCountError
--FILE--
<?php
try {
    print_r(1, true, 3);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: print_r() expects at most 2 arguments, 3 given
