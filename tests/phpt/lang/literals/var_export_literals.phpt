--TEST--
var_export of scalars
--FILE--
<?php
var_export(1); echo "\n";
var_export(1.0); echo "\n";
var_export(0.1); echo "\n";
var_export(-0.0); echo "\n";
var_export(true); echo "\n";
var_export(null); echo "\n";
var_export("it's"); echo "\n";
var_export("a\\b"); echo "\n";
var_export(1e100); echo "\n";
var_export(INF); echo "\n";
var_export(NAN); echo "\n";
var_export(PHP_INT_MIN); echo "\n";
--EXPECT--
1
1.0
0.1
-0.0
true
NULL
'it\'s'
'a\\b'
1.0E+100
INF
NAN
-9223372036854775807-1
