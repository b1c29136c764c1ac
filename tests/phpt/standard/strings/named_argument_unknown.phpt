--TEST--
unknown named argument to a built-in throws Error
--FILE--
<?php
try {
    strlen(str: 'x');
} catch (Error $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
Error: Unknown named parameter $str
