--TEST--
count with COUNT_RECURSIVE
--FILE--
<?php
$a = [1, [2, 3], ['x' => [4, 5, 6]], []];
var_dump(count($a, COUNT_RECURSIVE));
var_dump(count($a, COUNT_NORMAL));
var_dump(count($a, 1));
var_dump(COUNT_RECURSIVE, COUNT_NORMAL);
--EXPECT--
int(10)
int(4)
int(10)
int(1)
int(0)
