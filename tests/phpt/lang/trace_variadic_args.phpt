--TEST--
variadic arguments show one by one in stack traces
--FILE--
<?php
function v($a, ...$r) { throw new Exception; }
try { v(1, 2, "x"); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
function w($a, $b = 5) { throw new Exception; }
try { w(1); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
?>
--EXPECTF--
#0 %s(3): v(1, 2, 'x')
#1 {main}
#0 %s(5): w(1)
#1 {main}
