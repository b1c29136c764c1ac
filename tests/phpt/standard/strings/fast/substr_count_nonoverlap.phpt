--TEST--
substr_count counts non-overlapping occurrences; str_contains on short and long haystacks
--FILE--
<?php
var_dump(substr_count("aaaaa", "aa"), substr_count("aaaaa", "a"), substr_count("abababab", "aba"));
var_dump(substr_count(str_repeat("xy", 100), "yx"), substr_count("abc", "abcd"));
var_dump(substr_count("aaaaa", "aa", 1), substr_count("aaaaa", "aa", -3), substr_count("aaaaa", "aa", 0, 3));
var_dump(str_contains("", ""), str_contains("abc", ""), str_contains(str_repeat("z", 100) . "silo", "silo"), str_contains("sil", "silo"));
var_dump(explode("ab", "abxabyab"), explode(",", ",,"), implode(",", [1, -2, "x", 3.5, true, null, PHP_INT_MIN]));
--EXPECT--
int(2)
int(5)
int(2)
int(99)
int(0)
int(2)
int(1)
int(1)
bool(true)
bool(true)
bool(true)
bool(false)
array(4) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "x"
  [2]=>
  string(1) "y"
  [3]=>
  string(0) ""
}
array(3) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
  [2]=>
  string(0) ""
}
string(34) "1,-2,x,3.5,1,,-9223372036854775808"
