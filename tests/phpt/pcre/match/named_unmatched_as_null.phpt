--TEST--
named trailing groups with PREG_UNMATCHED_AS_NULL
--FILE--
<?php
var_dump(preg_match('/(?<a>a)(?<b>b)?/', 'a', $m, PREG_UNMATCHED_AS_NULL), $m);
var_dump(preg_match('/(?<a>a)(?<b>b)?/', 'a', $m), $m);
--EXPECT--
int(1)
array(5) {
  [0]=>
  string(1) "a"
  ["a"]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  ["b"]=>
  NULL
  [2]=>
  NULL
}
int(1)
array(3) {
  [0]=>
  string(1) "a"
  ["a"]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
