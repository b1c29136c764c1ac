--TEST--
named groups in set order
--FILE--
<?php
var_dump(preg_match_all('/(?<k>\w+)=(?<v>\w+)/', 'a=1 b=2', $m, PREG_SET_ORDER), $m);
--EXPECT--
int(2)
array(2) {
  [0]=>
  array(5) {
    [0]=>
    string(3) "a=1"
    ["k"]=>
    string(1) "a"
    [1]=>
    string(1) "a"
    ["v"]=>
    string(1) "1"
    [2]=>
    string(1) "1"
  }
  [1]=>
  array(5) {
    [0]=>
    string(3) "b=2"
    ["k"]=>
    string(1) "b"
    [1]=>
    string(1) "b"
    ["v"]=>
    string(1) "2"
    [2]=>
    string(1) "2"
  }
}
