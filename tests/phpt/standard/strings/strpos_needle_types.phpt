--TEST--
strpos with non-string needles
--FILE--
<?php
var_dump(strpos('a1b2', 1));
var_dump(strpos('a1.5b', 1.5));
try {
    strpos('abc', []);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
int(1)
int(1)
TypeError: strpos(): Argument #2 ($needle) must be of type string, array given
