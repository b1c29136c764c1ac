--TEST--
the n modifier: no automatic captures
--FILE--
<?php
var_dump(preg_match('/(a)(b)/n', 'ab', $m), $m);
var_dump(preg_match('/(a)(?<x>b)/n', 'ab', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(2) "ab"
}
int(1)
array(3) {
  [0]=>
  string(2) "ab"
  ["x"]=>
  string(1) "b"
  [1]=>
  string(1) "b"
}
