--TEST--
results that are not exact in binary
--FILE--
<?php
var_dump(round(1.1, 1), round(2.675, 2), round(1.0000001, 7), round(19.99, 1), round(0.1 + 0.7, 1) * 10);
--EXPECT--
float(1.1)
float(2.68)
float(1.0000001)
float(20)
float(8)
