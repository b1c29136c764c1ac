--TEST--
ArrayAccess: reading an offset of an object that does not implement it
--FILE--
<?php
class P { function offsetGet($k) { return 1; } }
$p = new P;
try { var_dump($p[0]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($p[0] ?? 'dflt');
--EXPECTF--
Cannot use object of type P as array

Fatal error: Uncaught Error: Cannot use object of type P as array in %s:5
Stack trace:
#0 {main}
  thrown in %s on line 5
