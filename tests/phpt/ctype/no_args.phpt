--TEST--
ctype_alpha() without arguments
--INI--
extension=ctype
--FILE--
<?php
try { ctype_alpha(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
ctype_alpha() expects exactly 1 argument, 0 given
