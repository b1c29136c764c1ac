--TEST--
named groups in pattern order
--FILE--
<?php
var_dump(preg_match_all('/(?<k>\w+)=(?<v>\w+)/', 'a=1 b=2', $m), $m);
--EXPECT--
int(2)
array(5) {
  [0]=>
  array(2) {
    [0]=>
    string(3) "a=1"
    [1]=>
    string(3) "b=2"
  }
  ["k"]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
  ["v"]=>
  array(2) {
    [0]=>
    string(1) "1"
    [1]=>
    string(1) "2"
  }
  [2]=>
  array(2) {
    [0]=>
    string(1) "1"
    [1]=>
    string(1) "2"
  }
}
