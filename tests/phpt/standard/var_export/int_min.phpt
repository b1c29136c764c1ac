--TEST--
var_export of PHP_INT_MIN and PHP_INT_MAX
--FILE--
<?php
var_export(PHP_INT_MIN); echo "\n";
var_export(PHP_INT_MAX); echo "\n";
--EXPECT--
-9223372036854775807-1
9223372036854775807
