--TEST--
print of an array warns
--FILE--
<?php
print [1];
echo "\n";
--EXPECTF--

Warning: Array to string conversion in %s on line 2
Array
