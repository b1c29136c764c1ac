--TEST--
array_is_list() with a string
--FILE--
<?php
try { array_is_list('x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_is_list(): Argument #1 ($array) must be of type array, string given
