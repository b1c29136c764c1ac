--TEST--
count with COUNT_RECURSIVE
--FILE--
<?php
$a = [1, [2, 3], [4, [5, 6]]];
var_dump(count($a), count($a, COUNT_RECURSIVE), count([]));
--EXPECT--
int(3)
int(9)
int(0)
