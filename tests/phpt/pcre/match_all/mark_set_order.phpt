--TEST--
(*MARK) in set order goes to each set
--FILE--
<?php
var_dump(preg_match_all('/(*MARK:A)a|b/', 'ab', $m, PREG_SET_ORDER), $m);
--EXPECT--
int(2)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    ["MARK"]=>
    string(1) "A"
  }
  [1]=>
  array(1) {
    [0]=>
    string(1) "b"
  }
}
