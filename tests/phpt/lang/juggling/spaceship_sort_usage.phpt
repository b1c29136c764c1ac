--TEST--
Spaceship results are -1, 0, 1
--FILE--
<?php
var_dump(100 <=> 5, "b" <=> "aaaa", [3] <=> [1, 2], 1.0 <=> 1);
--EXPECT--
int(1)
int(1)
int(-1)
int(0)
