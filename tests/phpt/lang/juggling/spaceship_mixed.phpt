--TEST--
Spaceship across mixed types
--FILE--
<?php
var_dump(null <=> false, null <=> 0, true <=> false, [1,2] <=> [1,3], [1,2,3] <=> [5,6], "abc" <=> 0, 0 <=> "abc", null <=> "a", true <=> "0", 1 <=> [], "a" <=> null);
--EXPECT--
int(0)
int(0)
int(1)
int(-1)
int(1)
int(1)
int(-1)
int(-1)
int(1)
int(-1)
int(1)
