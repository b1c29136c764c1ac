--TEST--
array_product() with null and bools
--FILE--
<?php
var_dump(array_product([true, 5]));
var_dump(array_product([null, 5]));
--EXPECT--
int(5)
int(0)
