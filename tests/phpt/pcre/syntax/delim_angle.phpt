--TEST--
angle brackets as delimiters
--FILE--
<?php
var_dump(preg_match('<a(?<n>b)>', 'ab', $m), $m);
--EXPECT--
int(1)
array(3) {
  [0]=>
  string(2) "ab"
  ["n"]=>
  string(1) "b"
  [1]=>
  string(1) "b"
}
