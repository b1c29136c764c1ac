--TEST--
Passing the same parameter twice throws
--FILE--
<?php
function f($a, $b = 0) { return $a; }
try { f(1, a: 2); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Named parameter $a overwrites previous argument
