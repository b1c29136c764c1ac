--TEST--
array_sum() skips arrays
--FILE--
<?php
var_dump(array_sum([1, [2, 3], 4]));
--EXPECT--
int(5)
