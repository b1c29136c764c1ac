--TEST--
Spaceship on strings
--FILE--
<?php
var_dump("a" <=> "b", "b" <=> "a", "abc" <=> "abcd", "10" <=> "9", "10" <=> "9a", "Z" <=> "a", "" <=> "0", "1e1" <=> "10");
--EXPECT--
int(-1)
int(1)
int(-1)
int(1)
int(-1)
int(-1)
int(-1)
int(0)
