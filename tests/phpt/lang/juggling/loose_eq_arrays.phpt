--TEST--
Loose and strict equality of arrays
--FILE--
<?php
var_dump([1, 2] == [1, 2], [1, 2] == [2 => 1], ["a" => 1, "b" => 2] == ["b" => 2, "a" => 1], ["a" => 1, "b" => 2] === ["b" => 2, "a" => 1], [0] == [false], [0] === [false], ["1"] == [1], [] == false);
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
