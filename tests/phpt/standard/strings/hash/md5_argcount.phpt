--TEST--
md5 without arguments
--FILE--
<?php
try { md5(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
md5() expects at least 1 argument, 0 given
