--TEST--
array_rand() with a seed, one key
--FILE--
<?php
mt_srand(7);
var_dump(array_rand(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]));
--EXPECT--
string(1) "d"
