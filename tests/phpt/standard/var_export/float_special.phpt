--TEST--
var_export of INF and NAN
--FILE--
<?php
var_export(INF); echo "\n";
var_export(-INF); echo "\n";
var_export(NAN); echo "\n";
--EXPECT--
INF
-INF
NAN
