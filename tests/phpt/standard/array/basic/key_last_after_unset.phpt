--TEST--
array_key_last() after unset
--FILE--
<?php
$a = [1, 2, 3];
unset($a[2]);
var_dump(array_key_last($a));
--EXPECT--
int(1)
