--TEST--
var_export without return mode returns null
--FILE--
<?php
$r = var_export(1);
echo "\n";
var_dump($r);
--EXPECT--
1
NULL
