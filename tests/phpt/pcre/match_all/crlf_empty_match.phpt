--TEST--
empty matches step one byte over CRLF
--FILE--
<?php
var_dump(preg_match_all('/$/m', "a\r\nb", $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(2)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(2)
    }
    [1]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(4)
    }
  }
}
