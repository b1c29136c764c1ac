--TEST--
array_sum() of an empty array
--FILE--
<?php
var_dump(array_sum([]));
--EXPECT--
int(0)
