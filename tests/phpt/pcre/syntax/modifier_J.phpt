--TEST--
the J modifier allows duplicate names
--FILE--
<?php
var_dump(preg_match('/(?<n>a)|(?<n>b)/J', 'b', $m), $m);
var_dump(preg_match('/(?<n>a)|(?<n>b)/J', 'a', $m), $m);
--EXPECT--
int(1)
array(4) {
  [0]=>
  string(1) "b"
  ["n"]=>
  string(1) "b"
  [1]=>
  string(0) ""
  [2]=>
  string(1) "b"
}
int(1)
array(3) {
  [0]=>
  string(1) "a"
  ["n"]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
