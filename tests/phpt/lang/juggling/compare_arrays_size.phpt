--TEST--
Array comparison is by count first
--FILE--
<?php
var_dump([1, 2, 3] > [9, 9], [1] < [1, 2], ["a" => 1] < ["b" => 1], ["a" => 1] > ["b" => 1], ["a" => 1] == ["b" => 1]);
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
