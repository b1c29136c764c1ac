--TEST--
Uncaught Error stack trace with arguments
--FILE--
<?php
function inner($a, $b) { return undefined_here($a); }
function outer($x) { return inner($x, [1, 2]); }
outer("str");
--EXPECTF--

Fatal error: Uncaught Error: Call to undefined function undefined_here() in %s:2
Stack trace:
#0 %s(3): inner('str', Array)
#1 %s(4): outer('str')
#2 {main}
  thrown in %s on line 2
