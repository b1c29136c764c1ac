--TEST--
json_encode follows serialize_precision
--FILE--
<?php
ini_set('serialize_precision', '5');
echo json_encode(1/3), "\n", json_encode(123456789.0), "\n", json_encode([0.1 + 0.2]), "\n";
ini_set('serialize_precision', '17');
echo json_encode(0.1), "\n";
--EXPECT--
0.33333
1.2346e+8
[0.3]
0.10000000000000001
