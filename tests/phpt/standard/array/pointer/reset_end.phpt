--TEST--
reset() and end() return the first and last values
--FILE--
<?php
$a = ['x' => 1, 'y' => 2, 'z' => 3];
var_dump(end($a), key($a), reset($a), key($a));
--EXPECT--
int(3)
string(1) "z"
int(1)
string(1) "x"
