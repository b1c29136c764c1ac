--TEST--
array_key_exists with an array key throws TypeError
--FILE--
<?php
try {
    array_key_exists([], ['a' => 1]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: Illegal offset type
