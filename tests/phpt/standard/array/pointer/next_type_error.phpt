--TEST--
next() on an int
--FILE--
<?php
$x = 5;
try { next($x); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
next(): Argument #1 ($array) must be of type array, int given
