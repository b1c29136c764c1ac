--TEST--
str_word_count with ranges in the character list
--FILE--
<?php
var_dump(str_word_count("a1b2 c3d4 x-y", 1, "0..9"), str_word_count("it's a-b", 0, ""));
--EXPECT--
array(3) {
  [0]=>
  string(4) "a1b2"
  [1]=>
  string(4) "c3d4"
  [2]=>
  string(3) "x-y"
}
int(2)
