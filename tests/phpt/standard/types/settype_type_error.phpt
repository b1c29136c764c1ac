--TEST--
settype with an array type name throws TypeError
--FILE--
<?php
try {
    $v = 1;
    settype($v, []);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: settype(): Argument #2 ($type) must be of type string, array given
