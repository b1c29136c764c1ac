--TEST--
sscanf ignores size modifiers
--FILE--
<?php
var_dump(sscanf("5 6 7", "%ld %hd %Lf"));
--EXPECT--
array(3) {
  [0]=>
  int(5)
  [1]=>
  int(6)
  [2]=>
  float(7)
}
