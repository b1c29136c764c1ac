--TEST--
Nullable types
--FILE--
<?php
function f(?int $x) { var_dump($x); }
f(null); f(5);
function g(int $x = null) { var_dump($x); }
g(); g(null);
try { f(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
NULL
int(5)
NULL
NULL
Too few arguments to function f(), 0 passed in %s on line 6 and exactly 1 expected
