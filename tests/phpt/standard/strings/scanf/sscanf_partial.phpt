--TEST--
sscanf with input ending early
--FILE--
<?php
var_dump(sscanf("12", "%d %s"), sscanf("12", "%d%d"));
$n = sscanf("12", "%d %s", $a, $b);
var_dump($n, $a, isset($b));
--EXPECT--
array(2) {
  [0]=>
  int(12)
  [1]=>
  NULL
}
array(2) {
  [0]=>
  int(12)
  [1]=>
  NULL
}
int(1)
int(12)
bool(false)
