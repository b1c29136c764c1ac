--TEST--
in_array with a non-array haystack throws TypeError
--FILE--
<?php
try {
    in_array(1, 'abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: in_array(): Argument #2 ($haystack) must be of type array, string given
