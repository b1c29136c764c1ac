--TEST--
array_sum() on a string
--FILE--
<?php
try { array_sum('12'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_sum(): Argument #1 ($array) must be of type array, string given
