--TEST--
var_export of scalars
--FILE--
<?php
var_export(null); echo "\n";
var_export(true); echo "\n";
var_export(false); echo "\n";
var_export(42); echo "\n";
var_export(-7); echo "\n";
var_export('str'); echo "\n";
--EXPECT--
NULL
true
false
42
-7
'str'
