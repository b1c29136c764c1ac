--TEST--
sscanf integer bases
--FILE--
<?php
var_dump(sscanf("0x1A 077 -12 +5", "%i %i %i %i"), sscanf("ff 17 0x10", "%x %o %x"), sscanf("-1 42", "%u %u"), sscanf("99999999999999999999 -99999999999999999999", "%d %d"));
--EXPECT--
array(4) {
  [0]=>
  int(26)
  [1]=>
  int(63)
  [2]=>
  int(-12)
  [3]=>
  int(5)
}
array(3) {
  [0]=>
  int(255)
  [1]=>
  int(15)
  [2]=>
  int(16)
}
array(2) {
  [0]=>
  string(20) "18446744073709551615"
  [1]=>
  int(42)
}
array(2) {
  [0]=>
  int(9223372036854775807)
  [1]=>
  int(-9223372036854775808)
}
