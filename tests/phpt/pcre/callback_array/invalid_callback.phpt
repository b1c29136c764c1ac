--TEST--
a non-callable entry is a TypeError
--FILE--
<?php
try {
    preg_replace_callback_array(['/a/' => 'nope'], 'a');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
preg_replace_callback_array(): Argument #1 ($pattern) must contain only valid callbacks
