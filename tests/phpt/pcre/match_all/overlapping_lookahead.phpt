--TEST--
overlapping matches through a lookahead
--FILE--
<?php
var_dump(preg_match_all('/(?=(\w\w))/', 'abcd', $m), $m[1]);
--EXPECT--
int(3)
array(3) {
  [0]=>
  string(2) "ab"
  [1]=>
  string(2) "bc"
  [2]=>
  string(2) "cd"
}
