--TEST--
value flags combined with bits above 0xff are accepted
--FILE--
<?php
var_dump(preg_match('/a/', 'a', $m, PREG_OFFSET_CAPTURE | 2048), $m);
--EXPECT--
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
