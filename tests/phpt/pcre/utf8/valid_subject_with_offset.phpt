--TEST--
a valid offset in the middle of a UTF-8 string
--FILE--
<?php
var_dump(preg_match('/./u', '€x', $m, PREG_OFFSET_CAPTURE, 3), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    int(3)
  }
}
