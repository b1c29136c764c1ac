--TEST--
intdiv(PHP_INT_MIN, -1) throws ArithmeticError
--FILE--
<?php
try {
    intdiv(PHP_INT_MIN, -1);
} catch (ArithmeticError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArithmeticError: Division of PHP_INT_MIN by -1 is not an integer
