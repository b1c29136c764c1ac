--TEST--
shuffle and array_rand are reproducible after mt_srand
--FILE--
<?php
mt_srand(10);
$a = range(1, 10);
shuffle($a);
echo implode(',', $a), "\n";
var_dump(array_rand(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]));
echo str_shuffle('abcdef'), "\n";
--EXPECT--
10,3,7,9,6,1,2,5,4,8
string(1) "b"
eafbdc
