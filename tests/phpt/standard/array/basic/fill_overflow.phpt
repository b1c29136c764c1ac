--TEST--
array_fill() running past PHP_INT_MAX
--FILE--
<?php
try { var_dump(array_fill(PHP_INT_MAX, 2, 1)); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot add element to the array as the next element is already occupied
