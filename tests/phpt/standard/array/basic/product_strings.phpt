--TEST--
array_product() with non-numeric strings
--FILE--
<?php
var_dump(array_product(['a', 2]));
var_dump(array_product(['2x', '3']));
--EXPECT--
int(0)
int(6)
