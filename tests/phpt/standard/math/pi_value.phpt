--TEST--
pi and M_PI
--FILE--
<?php
var_dump(pi(), M_PI, pi() === M_PI);
try { pi(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
float(3.141592653589793)
float(3.141592653589793)
bool(true)
pi() expects exactly 0 arguments, 1 given
