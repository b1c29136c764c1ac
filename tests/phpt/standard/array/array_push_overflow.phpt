--TEST--
array_push when the next key would overflow
--FILE--
<?php
$a = [PHP_INT_MAX => 1];
try {
    array_push($a, 2);
} catch (Error $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
var_dump(count($a));
--EXPECT--
Error: Cannot add element to the array as the next element is already occupied
int(1)
