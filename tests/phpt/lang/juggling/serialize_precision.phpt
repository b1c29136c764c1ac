--TEST--
var_dump ignores precision but follows serialize_precision
--FILE--
<?php
ini_set('precision', '3');
var_dump(1/3);
echo 1/3, "\n";
ini_set('serialize_precision', '5');
var_dump(1/3);
var_export(1/3); echo "\n";
--EXPECT--
float(0.3333333333333333)
0.333
float(0.33333)
0.33333
