--TEST--
str_replace count by reference
--FILE--
<?php
str_replace("a", "b", "aaa", $c); var_dump($c);
str_replace("x", "y", "aaa", $c); var_dump($c);
str_replace(["a", "b"], "z", ["ab", "ba", "c"], $c); var_dump($c);
--EXPECT--
int(3)
int(0)
int(4)
