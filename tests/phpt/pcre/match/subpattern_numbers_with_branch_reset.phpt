--TEST--
branch reset groups share numbers
--FILE--
<?php
var_dump(preg_match('/(?|(?<x>a)|(?<x>b)c)/', 'bc', $m), $m);
--EXPECT--
int(1)
array(3) {
  [0]=>
  string(2) "bc"
  ["x"]=>
  string(1) "b"
  [1]=>
  string(1) "b"
}
