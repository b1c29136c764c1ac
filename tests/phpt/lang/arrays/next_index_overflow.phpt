--TEST--
Appending after PHP_INT_MAX key fails
--FILE--
<?php
$a = [PHP_INT_MAX => 'max'];
try { $a[] = 'next'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(count($a));
--EXPECT--
Cannot add element to the array as the next element is already occupied
int(1)
