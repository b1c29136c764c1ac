--TEST--
array_sum() over mixed scalars
--FILE--
<?php
var_dump(array_sum([1, 2.5, '3', null, true, false]));
--EXPECT--
float(7.5)
