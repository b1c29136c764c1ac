--TEST--
Non-numeric string offset throws
--FILE--
<?php
$s = "abc";
try { var_dump($s["x"]); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
var_dump($s["1x"]);
--EXPECTF--
Cannot access offset of type string on string

Warning: Illegal string offset "1x" in %s on line 4
string(1) "b"
