--TEST--
var_export of floats
--FILE--
<?php
var_export(1.0); echo "\n";
var_export(0.1); echo "\n";
var_export(0.1 + 0.2); echo "\n";
var_export(-0.0); echo "\n";
var_export(1e100); echo "\n";
var_export(1.5e-9); echo "\n";
var_export(100.0); echo "\n";
--EXPECT--
1.0
0.1
0.30000000000000004
-0.0
1.0E+100
1.5E-9
100.0
