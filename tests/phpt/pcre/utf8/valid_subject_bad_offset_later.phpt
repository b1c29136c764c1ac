--TEST--
a subject matched before is still checked for the offset boundary
--FILE--
<?php
$s = str_repeat('é', 40);
var_dump(preg_match('/./u', $s, $m, 0, 2), $m);
var_dump(preg_match('/./u', $s, $m, 0, 3), $m, preg_last_error());
var_dump(preg_match('/./u', $s, $m, 0, 4), $m, preg_last_error());
$bad = $s . "\xff";
var_dump(preg_match('/./u', $bad), preg_last_error());
var_dump(preg_match('/./u', $s), preg_last_error());
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(2) "é"
}
bool(false)
array(0) {
}
int(5)
int(1)
array(1) {
  [0]=>
  string(2) "é"
}
int(0)
bool(false)
int(4)
int(1)
int(0)
