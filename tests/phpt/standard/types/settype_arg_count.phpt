--TEST--
settype with one argument throws ArgumentCountError
--FILE--
<?php
try {
    $v = 1;
    settype($v);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: settype() expects exactly 2 arguments, 1 given
