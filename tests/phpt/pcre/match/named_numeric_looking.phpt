--TEST--
group names are always string keys
--FILE--
<?php
var_dump(preg_match('/(?<_1>a)(?<a1>b)/', 'ab', $m), $m);
--EXPECT--
int(1)
array(5) {
  [0]=>
  string(2) "ab"
  ["_1"]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  ["a1"]=>
  string(1) "b"
  [2]=>
  string(1) "b"
}
