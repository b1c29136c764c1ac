--TEST--
count_chars with binary data
--FILE--
<?php
var_dump(count_chars("\0\0\xff", 1), bin2hex(count_chars("\xff\0a", 3)));
--EXPECT--
array(2) {
  [0]=>
  int(2)
  [255]=>
  int(1)
}
string(6) "0061ff"
