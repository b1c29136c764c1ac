--TEST--
integer keys are rejected
--FILE--
<?php
try {
    preg_replace_callback_array([5 => fn($m) => 'x'], 'a5');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
preg_replace_callback_array(): Argument #1 ($pattern) must contain only string patterns as keys
