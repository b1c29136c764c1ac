--TEST--
strnatcmp with leading zeros and fractions
--FILE--
<?php
var_dump(strnatcmp("0001", "1"), strnatcmp("x01", "x1"), strnatcmp("1.5", "1.10"), strnatcmp("1.010", "1.01"), strnatcmp("00", "0"));
--EXPECT--
int(0)
int(-1)
int(-1)
int(1)
int(0)
