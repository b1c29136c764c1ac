--TEST--
array_sum() of floats
--FILE--
<?php
var_dump(array_sum([0.1, 0.2, 0.3]));
--EXPECT--
float(0.6000000000000001)
