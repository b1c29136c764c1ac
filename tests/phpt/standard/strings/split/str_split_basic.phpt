--TEST--
str_split
--FILE--
<?php
var_dump(str_split("abcdef"), str_split("abcdef", 4), str_split("abc", 10), str_split(""));
--EXPECT--
array(6) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
  [3]=>
  string(1) "d"
  [4]=>
  string(1) "e"
  [5]=>
  string(1) "f"
}
array(2) {
  [0]=>
  string(4) "abcd"
  [1]=>
  string(2) "ef"
}
array(1) {
  [0]=>
  string(3) "abc"
}
array(0) {
}
