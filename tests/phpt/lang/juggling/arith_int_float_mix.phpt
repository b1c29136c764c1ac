--TEST--
Mixing ints and floats
--FILE--
<?php
var_dump(1 + 1.0, 3 * 0.5, 10 / 4, 10 / 5, 10.0 / 5, 1.5 + "1", "2" * "3", "2.0" * 3);
--EXPECT--
float(2)
float(1.5)
float(2.5)
int(2)
float(2)
float(2.5)
int(6)
float(6)
