--TEST--
array_walk_recursive() visits leaves
--FILE--
<?php
$a = ['a' => 1, 'b' => ['c' => 2, 'd' => [3, 4]], 5];
array_walk_recursive($a, function ($v, $k) { echo "$k => $v\n"; });
--EXPECT--
a => 1
c => 2
0 => 3
1 => 4
0 => 5
