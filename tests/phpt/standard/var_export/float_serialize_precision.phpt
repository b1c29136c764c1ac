--TEST--
var_export honours serialize_precision
--INI--
serialize_precision=4
--FILE--
<?php
var_export(3.14159); echo "\n";
var_export(2.0); echo "\n";
--EXPECT--
3.142
2.0
