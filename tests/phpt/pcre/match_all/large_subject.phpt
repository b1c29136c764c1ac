--TEST--
many matches in a large subject
--FILE--
<?php
$s = str_repeat('ab12 ', 2000);
var_dump(preg_match_all('/\d+/', $s, $m), count($m[0]), $m[0][1999]);
var_dump(preg_match_all('/(a)(b)/', $s, $m, PREG_SET_ORDER), $m[1999]);
--EXPECT--
int(2000)
int(2000)
string(2) "12"
int(2000)
array(3) {
  [0]=>
  string(2) "ab"
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
}
