--TEST--
(*MARK) in pattern order goes to $m["MARK"] by match index
--FILE--
<?php
var_dump(preg_match_all('/(*MARK:A)a|b|(*MARK:C)c/', 'abc', $m), $m);
--EXPECT--
int(3)
array(2) {
  [0]=>
  array(3) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
    [2]=>
    string(1) "c"
  }
  ["MARK"]=>
  array(2) {
    [0]=>
    string(1) "A"
    [2]=>
    string(1) "C"
  }
}
