--TEST--
Exceptions cannot be cloned
--FILE--
<?php
$e = new Exception('x');
try { $c = clone $e; } catch (Error $err) { echo $err->getMessage(), "\n"; }
--EXPECT--
Trying to clone an uncloneable object of class Exception
