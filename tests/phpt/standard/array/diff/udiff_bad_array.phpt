--TEST--
array_udiff() with a non-array middle argument
--FILE--
<?php
try { array_udiff([1], 5, 'strcmp'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_udiff(): Argument #2 must be of type array, int given
