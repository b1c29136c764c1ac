--TEST--
array_sum() with non-numeric strings
--FILE--
<?php
var_dump(array_sum(['4x', 'abc', ' 5', '1e2']));
--EXPECT--
float(109)
