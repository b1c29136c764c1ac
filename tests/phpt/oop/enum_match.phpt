--TEST--
enum in match
--FILE--
<?php
enum C { case R; case G; }
function f(C $c) { return match($c) { C::R => 'red', C::G => 'green' }; }
echo f(C::G), "\n";
--EXPECT--
green
