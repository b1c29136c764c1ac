--TEST--
array_udiff() whose last argument is an array
--FILE--
<?php
try { array_udiff([1], [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_udiff(): Argument #2 must be a valid callback, array callback must have exactly two members
