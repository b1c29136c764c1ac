--TEST--
Output before a fatal error is kept
--FILE--
<?php
echo "partial ";
echo "output\n";
$f = 'undefined_' . 'fn';
$f();
--EXPECTF--
partial output

Fatal error: Uncaught Error: Call to undefined function undefined_fn() in %s:5
Stack trace:
#0 {main}
  thrown in %s on line 5
