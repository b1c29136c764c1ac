--TEST--
unset on a string offset is an error
--FILE--
<?php
$s = "abc";
try { unset($s[0]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot unset string offsets
