--TEST--
an unmatched delimiter group with offsets
--FILE--
<?php
var_dump(preg_split('/(x)(y)?(z)/', 'axzb', -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_OFFSET_CAPTURE));
--EXPECT--
array(5) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    int(1)
  }
  [2]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    int(-1)
  }
  [3]=>
  array(2) {
    [0]=>
    string(1) "z"
    [1]=>
    int(2)
  }
  [4]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(3)
  }
}
