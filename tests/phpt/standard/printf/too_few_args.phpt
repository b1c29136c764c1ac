--TEST--
sprintf with too few arguments throws ArgumentCountError
--FILE--
<?php
try {
    sprintf('%s %s', 'a');
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    sprintf('%d');
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: 3 arguments are required, 2 given
ArgumentCountError: 2 arguments are required, 1 given
