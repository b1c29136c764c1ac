--TEST--
array_walk() with a builtin callback
--FILE--
<?php
$a = [' a ', 'b '];
array_walk($a, 'var_dump');
--EXPECT--
string(3) " a "
int(0)
string(2) "b "
int(1)
