--TEST--
array_product() of ints and floats
--FILE--
<?php
var_dump(array_product([2, '3', 1.5]));
var_dump(array_product([2, 3]));
--EXPECT--
float(9)
int(6)
