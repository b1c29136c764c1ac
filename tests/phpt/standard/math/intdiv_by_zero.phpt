--TEST--
intdiv by zero throws DivisionByZeroError
--FILE--
<?php
try {
    intdiv(1, 0);
} catch (DivisionByZeroError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
DivisionByZeroError: Division by zero
