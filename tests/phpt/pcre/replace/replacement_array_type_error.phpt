--TEST--
an array replacement needs an array pattern
--FILE--
<?php
try {
    preg_replace('/a/', ['b'], 'a');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
preg_replace(): Argument #1 ($pattern) must be of type array when argument #2 ($replacement) is an array, string given
