--TEST--
array_udiff_uassoc() with one callback
--FILE--
<?php
try { array_udiff_uassoc([1], [2], 'strcmp'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_udiff_uassoc(): Argument #2 must be a valid callback, array callback must have exactly two members
