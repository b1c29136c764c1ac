--TEST--
Uncaught ArgumentCountError for a user function
--FILE--
<?php
function need2($a, $b) { return $a + $b; }
echo need2(1);
--EXPECTF--

Fatal error: Uncaught ArgumentCountError: Too few arguments to function need2(), 1 passed in %s on line 3 and exactly 2 expected in %s:2
Stack trace:
#0 %s(3): need2(1)
#1 {main}
  thrown in %s on line 2
