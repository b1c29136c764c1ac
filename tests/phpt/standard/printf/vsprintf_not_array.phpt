--TEST--
vsprintf with a non-array argument throws TypeError
--FILE--
<?php
try {
    vsprintf('%s', 'abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: vsprintf(): Argument #2 ($values) must be of type array, string given
