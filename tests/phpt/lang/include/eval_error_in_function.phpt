--TEST--
Uncaught error thrown inside eval in a function
--FILE--
<?php
function run() { eval('undefined_in_eval();'); }
run();
--EXPECTF--

Fatal error: Uncaught Error: Call to undefined function undefined_in_eval() in %s(2) : eval()'d code:1
Stack trace:
#0 %s(2): eval()
#1 %s(3): run()
#2 {main}
  thrown in %s(2) : eval()'d code on line 1
