--TEST--
set_error_handler with a named function
--FILE--
<?php
function my_handler(int $errno, string $errstr): bool {
    echo "my_handler: $errno $errstr\n";
    return true;
}
set_error_handler('my_handler');
trigger_error('named', E_USER_DEPRECATED);
--EXPECT--
my_handler: 16384 named
