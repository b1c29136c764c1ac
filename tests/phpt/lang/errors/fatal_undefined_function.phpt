--TEST--
Fatal error for calling an undefined function
--FILE--
<?php
function wrapper() { missing_fn(); }
echo "start\n";
wrapper();
--EXPECTF--
start

Fatal error: Uncaught Error: Call to undefined function missing_fn() in %s:2
Stack trace:
#0 %s(4): wrapper()
#1 {main}
  thrown in %s on line 2
