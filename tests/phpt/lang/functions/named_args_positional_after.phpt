--TEST--
Positional argument after named is a compile error
--FILE--
<?php
function f($a, $b) {}
f(a: 1, 2);
--EXPECTF--

Fatal error: Cannot use positional argument after named argument in %s on line 3
