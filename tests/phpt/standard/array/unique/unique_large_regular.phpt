--TEST--
array_unique() SORT_REGULAR over many values
--FILE--
<?php
$a = [];
for ($i = 0; $i < 500; $i++) $a[] = ($i * 37) % 61;
$u = array_unique($a, SORT_REGULAR);
var_dump(count($u));
echo implode(',', array_slice(array_keys($u), 0, 20)), "\n";
--EXPECT--
int(61)
0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19
