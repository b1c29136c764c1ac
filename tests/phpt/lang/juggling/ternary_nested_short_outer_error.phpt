--TEST--
Unparenthesized a ? b : c ?: d is a compile-time error
--FILE--
<?php
echo "never printed\n";
echo 1 ? 2 : 3 ?: 4;
--EXPECTF--

Fatal error: Unparenthesized `a ? b : c ?: d` is not supported. Use either `(a ? b : c) ?: d` or `a ? b : (c ?: d)` in %s on line 3
