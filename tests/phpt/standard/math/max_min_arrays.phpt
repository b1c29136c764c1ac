--TEST--
max and min over an array
--FILE--
<?php
var_dump(max([4, 9, 2]), min([4, 9, 2]), max(['a' => 5, 'b' => 7]), min([3.5, "3.4", 4]), max(["apple", "banana"]), min([true, 0]));
--EXPECT--
int(9)
int(2)
int(7)
string(3) "3.4"
string(6) "banana"
int(0)
