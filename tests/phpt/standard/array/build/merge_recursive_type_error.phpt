--TEST--
array_merge_recursive() with a string
--FILE--
<?php
try { array_merge_recursive([], 's'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_merge_recursive(): Argument #2 must be of type array, string given
