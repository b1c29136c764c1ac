--TEST--
Named args skipping a required parameter
--FILE--
<?php
function f($a, $b, $c = 3) { return "$a $b $c"; }
try { f(b: 2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
f(): Argument #1 ($a) not passed
