--TEST--
count of arrays
--FILE--
<?php
var_dump(count([]));
var_dump(count([1, 2, 3]));
var_dump(count(['a' => 1, 'b' => [1, 2]]));
var_dump(sizeof([1, 2]));
--EXPECT--
int(0)
int(3)
int(2)
int(2)
