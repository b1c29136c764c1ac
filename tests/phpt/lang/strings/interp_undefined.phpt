--TEST--
Interpolating an undefined variable warns
--FILE--
<?php
echo "x{$nope}y\n";
echo "a $missing b\n";
--EXPECTF--

Warning: Undefined variable $nope in %s on line 2
xy

Warning: Undefined variable $missing in %s on line 3
a  b
