--TEST--
Curly-brace offsets after an element access are rejected at compile time
--FILE--
<?php
echo "never printed\n";
$a = ["abc"];
echo $a[0]{1};
--EXPECTF--

Fatal error: Array and string offset access syntax with curly braces is no longer supported in %s on line 4
