--TEST--
generator: yield from a non-iterable
--FILE--
<?php
function g() { yield from 5; }
try { foreach (g() as $v) {} } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
Error: Can use "yield from" only with arrays and Traversables
