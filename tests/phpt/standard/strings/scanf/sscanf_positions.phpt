--TEST--
sscanf with n$ positions
--FILE--
<?php
var_dump(sscanf("1 2", '%2$d %1$d'), sscanf("12", '%2$d'));
var_dump(sscanf("a b", '%2$s %1$s', $p, $q), $p, $q);
--EXPECT--
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(1)
}
array(2) {
  [0]=>
  NULL
  [1]=>
  int(12)
}
int(2)
string(1) "b"
string(1) "a"
