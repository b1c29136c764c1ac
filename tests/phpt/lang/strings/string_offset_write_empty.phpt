--TEST--
Assigning an empty string to an offset throws
--FILE--
<?php
$s = "abc";
try { $s[0] = ''; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
var_dump($s);
--EXPECT--
Cannot assign an empty string to a string offset
string(3) "abc"
