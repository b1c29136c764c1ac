--TEST--
print_r with an array as return flag throws TypeError
--FILE--
<?php
try {
    print_r(1, []);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: print_r(): Argument #2 ($return) must be of type bool, array given
