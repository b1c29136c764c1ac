--TEST--
md5 of an array is a TypeError
--FILE--
<?php
try { md5([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
md5(): Argument #1 ($string) must be of type string, array given
