--TEST--
PREG_OFFSET_CAPTURE gives [text, byte offset] pairs
--FILE--
<?php
var_dump(preg_match('/(b)(c)/', 'abcd', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(1)
array(3) {
  [0]=>
  array(2) {
    [0]=>
    string(2) "bc"
    [1]=>
    int(1)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(1)
  }
  [2]=>
  array(2) {
    [0]=>
    string(1) "c"
    [1]=>
    int(2)
  }
}
