--TEST--
array_product() of an empty array is 1
--FILE--
<?php
var_dump(array_product([]));
--EXPECT--
int(1)
