--TEST--
PREG_UNMATCHED_AS_NULL gives null for every unmatched group
--FILE--
<?php
var_dump(preg_match('/(a)(x)?(b)(y)?/', 'ab', $m, PREG_UNMATCHED_AS_NULL), $m);
--EXPECT--
int(1)
array(5) {
  [0]=>
  string(2) "ab"
  [1]=>
  string(1) "a"
  [2]=>
  NULL
  [3]=>
  string(1) "b"
  [4]=>
  NULL
}
