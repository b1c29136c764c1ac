--TEST--
flags 0 is pattern order
--FILE--
<?php
var_dump(preg_match_all('/(a)/', 'aa', $m, 0), $m);
--EXPECT--
int(2)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "a"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "a"
  }
}
