--TEST--
current() and key() on a fresh array
--FILE--
<?php
$a = ['x' => 1, 'y' => 2];
var_dump(current($a), key($a));
--EXPECT--
int(1)
string(1) "x"
