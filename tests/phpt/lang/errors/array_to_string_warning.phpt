--TEST--
Array to string conversion warning
--FILE--
<?php
$a = [1];
echo "x" . $a . "\n";
print $a;
echo "\n";
--EXPECTF--

Warning: Array to string conversion in %s on line 3
xArray

Warning: Array to string conversion in %s on line 4
Array
