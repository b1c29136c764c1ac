--TEST--
the offset argument starts the search later
--FILE--
<?php
var_dump(preg_match('/a/', 'abca', $m, PREG_OFFSET_CAPTURE, 1), $m);
var_dump(preg_match('/a/', 'abca', $m, 0, 4), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(3)
  }
}
int(0)
array(0) {
}
