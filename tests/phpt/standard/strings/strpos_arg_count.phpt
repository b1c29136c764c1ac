--TEST--
strpos with too few arguments throws ArgumentCountError
--FILE--
<?php
try {
    strpos('abc');
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: strpos() expects at least 2 arguments, 1 given
