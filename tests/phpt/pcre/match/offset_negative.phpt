--TEST--
a negative offset counts from the end
--FILE--
<?php
var_dump(preg_match('/\w/', 'abcd', $m, PREG_OFFSET_CAPTURE, -2), $m);
var_dump(preg_match('/\w/', 'abcd', $m, PREG_OFFSET_CAPTURE, -10), $m);
var_dump(preg_match('/\w/', 'abcd', $m, PREG_OFFSET_CAPTURE, -4), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "c"
    [1]=>
    int(2)
  }
}
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
}
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
}
