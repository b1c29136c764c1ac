--TEST--
gettype without arguments throws ArgumentCountError
--FILE--
<?php
try {
    gettype();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: gettype() expects exactly 1 argument, 0 given
