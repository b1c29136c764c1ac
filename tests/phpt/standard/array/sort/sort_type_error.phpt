--TEST--
sort() on a non-array variable
--FILE--
<?php
$x = 'str';
try { sort($x); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
sort(): Argument #1 ($array) must be of type array, string given
