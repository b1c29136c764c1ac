--TEST--
min and max with an array argument
--FILE--
<?php
var_dump(min([4, 2, 8]));
var_dump(max([4, 2, 8]));
var_dump(max(['a' => 1, 'b' => 9]));
var_dump(min([0 => 'x']));
--EXPECT--
int(2)
int(8)
int(9)
string(1) "x"
