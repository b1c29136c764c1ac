--TEST--
yield from inside a by-reference generator is a compile-time error
--FILE--
<?php
echo "not reached\n";
function &g() { yield from [1, 2]; }
--EXPECTF--

Fatal error: Cannot use "yield from" inside a by-reference generator in %s on line 3
