--TEST--
Unparenthesized a ?: b ? c : d is a compile-time error, on the line the expression starts
--FILE--
<?php
$x = 1;
$y = $x
  ?: 2
  ? 3 : 4;
--EXPECTF--

Fatal error: Unparenthesized `a ?: b ? c : d` is not supported. Use either `(a ?: b) ? c : d` or `a ?: (b ? c : d)` in %s on line 3
