--TEST--
named groups with PREG_OFFSET_CAPTURE
--FILE--
<?php
var_dump(preg_match('/(?<w>\w+) (?<n>\d+)/', 'go 42', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(1)
array(5) {
  [0]=>
  array(2) {
    [0]=>
    string(5) "go 42"
    [1]=>
    int(0)
  }
  ["w"]=>
  array(2) {
    [0]=>
    string(2) "go"
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    string(2) "go"
    [1]=>
    int(0)
  }
  ["n"]=>
  array(2) {
    [0]=>
    string(2) "42"
    [1]=>
    int(3)
  }
  [2]=>
  array(2) {
    [0]=>
    string(2) "42"
    [1]=>
    int(3)
  }
}
