--TEST--
serialize follows serialize_precision
--FILE--
<?php
ini_set('serialize_precision', '5');
echo serialize(1/3), "\n", serialize(123456.0), "\n";
ini_set('serialize_precision', '17');
echo serialize(0.1), "\n";
--EXPECT--
d:0.33333;
d:1.2346E+5;
d:0.10000000000000001;
