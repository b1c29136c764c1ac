--TEST--
the count argument
--FILE--
<?php
var_dump(preg_replace('/a/', 'b', 'banana', -1, $c), $c);
var_dump(preg_replace('/z/', 'b', 'banana', -1, $c), $c);
var_dump(preg_replace('/a/', 'b', 'banana', 2, $c), $c);
--EXPECT--
string(6) "bbnbnb"
int(3)
string(6) "banana"
int(0)
string(6) "bbnbna"
int(2)
