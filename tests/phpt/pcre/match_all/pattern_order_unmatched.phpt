--TEST--
pattern order pads unmatched groups with empty strings
--FILE--
<?php
var_dump(preg_match_all('/(a)(x)?|(b)/', 'ab', $m), $m);
--EXPECT--
int(2)
array(4) {
  [0]=>
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
    string(0) ""
  }
  [2]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    string(0) ""
  }
  [3]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    string(1) "b"
  }
}
