--TEST--
array_filter() on a string
--FILE--
<?php
try { array_filter('abc'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_filter(): Argument #1 ($array) must be of type array, string given
