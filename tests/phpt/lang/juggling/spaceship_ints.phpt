--TEST--
Spaceship on ints and floats
--FILE--
<?php
var_dump(1 <=> 2, 2 <=> 1, 2 <=> 2, 1.5 <=> 1.5, -1 <=> -2, 1 <=> 1.5, PHP_INT_MAX <=> PHP_INT_MIN);
--EXPECT--
int(-1)
int(1)
int(0)
int(0)
int(1)
int(-1)
int(1)
