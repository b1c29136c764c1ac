--TEST--
named and unnamed groups together
--FILE--
<?php
var_dump(preg_match('/(a)(?<n>b)(c)/', 'abc', $m), $m);
--EXPECT--
int(1)
array(5) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(1) "a"
  ["n"]=>
  string(1) "b"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "c"
}
