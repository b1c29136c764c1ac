--TEST--
Optional parameter before a required one is deprecated
--FILE--
<?php
function f($a = 1, $b) { return "$a $b"; }
echo f(5, 6), "\n";
--EXPECTF--

Deprecated: Optional parameter $a declared before required parameter $b is implicitly treated as a required parameter in %s on line 2
5 6
