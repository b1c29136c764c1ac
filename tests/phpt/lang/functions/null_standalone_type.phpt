--TEST--
Standalone null type
--FILE--
<?php
function n(null $x): null { return $x; }
var_dump(n(null));
try { n(0); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
NULL
n(): Argument #1 ($x) must be of type null, int given, called in %s on line 4
