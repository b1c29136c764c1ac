--TEST--
an unmatched group before a matched one is an empty string
--FILE--
<?php
var_dump(preg_match('/(a)(x)?(b)/', 'ab', $m), $m);
--EXPECT--
int(1)
array(4) {
  [0]=>
  string(2) "ab"
  [1]=>
  string(1) "a"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "b"
}
