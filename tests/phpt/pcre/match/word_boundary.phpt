--TEST--
word boundaries
--FILE--
<?php
var_dump(preg_match_all('/\bis\b/', 'this is it, isn\'t it', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(2) {
      [0]=>
      string(2) "is"
      [1]=>
      int(5)
    }
  }
}
