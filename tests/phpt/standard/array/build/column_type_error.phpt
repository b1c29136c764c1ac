--TEST--
array_column() with an array column key
--FILE--
<?php
try { array_column([], []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_column(): Argument #2 ($column_key) must be of type string|int|null, array given
