--TEST--
MARK after named groups
--FILE--
<?php
var_dump(preg_match('/(?<n>a)(*MARK:m)b/', 'ab', $m), $m);
--EXPECT--
int(1)
array(4) {
  [0]=>
  string(2) "ab"
  ["n"]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  ["MARK"]=>
  string(1) "m"
}
