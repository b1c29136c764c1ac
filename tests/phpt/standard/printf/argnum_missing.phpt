--TEST--
sprintf argnum beyond the given arguments throws ArgumentCountError
--FILE--
<?php
try {
    sprintf('%3$s', 'a', 'b');
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: 4 arguments are required, 3 given
