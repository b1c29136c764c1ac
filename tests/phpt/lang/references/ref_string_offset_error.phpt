--TEST--
Cannot take a reference to a string offset
--FILE--
<?php
$s = "abc";
try { $r = &$s[0]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot create references to/from string offsets
