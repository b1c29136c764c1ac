--TEST--
break with a non-literal argument
--FILE--
<?php
$n = 1;
while (true) { break $n; }
--EXPECTF--

Fatal error: 'break' operator with non-integer operand is no longer supported in %s on line 3
