--TEST--
__invoke: calling an object without __invoke is an Error
--FILE--
<?php
class Plain {}
$p = new Plain;
try { $p(1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { array_map($p, [1]); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
Error: Object of type Plain is not callable
TypeError: array_map(): Argument #1 ($callback) must be a valid callback or null, no array or string given
