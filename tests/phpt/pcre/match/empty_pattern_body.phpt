--TEST--
an empty pattern body matches the empty string
--FILE--
<?php
var_dump(preg_match('//', 'abc', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match('//', '', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    int(0)
  }
}
int(1)
array(1) {
  [0]=>
  string(0) ""
}
