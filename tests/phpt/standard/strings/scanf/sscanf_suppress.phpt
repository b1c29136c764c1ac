--TEST--
sscanf assignment suppression
--FILE--
<?php
var_dump(sscanf("1 2 3", "%*d %d %*d"));
var_dump(sscanf("1 2", "%*d %d", $x), $x);
--EXPECT--
array(1) {
  [0]=>
  int(2)
}
int(2)
int(2)
