--TEST--
By-reference key and value in foreach: the key is rejected
--FILE--
<?php
echo "never printed\n";
$a = [1, 2];
foreach ($a as &$k => &$v) {}
--EXPECTF--

Fatal error: Key element cannot be a reference in %s on line 4
