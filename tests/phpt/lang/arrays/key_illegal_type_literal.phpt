--TEST--
Array as a key in a constant array literal is a compile-time error
--FILE--
<?php
echo "not reached\n";
$x = [[1] => 2];
--EXPECTF--

Fatal error: Illegal offset type in %s on line 3
