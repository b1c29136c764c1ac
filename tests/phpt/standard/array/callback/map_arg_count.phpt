--TEST--
array_map() with one argument
--FILE--
<?php
try { array_map('abs'); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_map() expects at least 2 arguments, 1 given
