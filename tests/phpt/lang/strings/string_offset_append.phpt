--TEST--
Append operator on a string is an error
--FILE--
<?php
$s = "abc";
try { $s[] = 'd'; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
[] operator not supported for strings
