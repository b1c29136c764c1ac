--TEST--
a match error empties $matches
--FILE--
<?php
$m = ['old'];
var_dump(preg_match('/a/u', "\xff", $m), $m);
$m = ['old'];
var_dump(preg_match_all('/a/u', "\xff", $m), $m);
$m = ['old'];
var_dump(preg_match_all('/a/u', "\xff", $m, PREG_SET_ORDER), $m);
--EXPECT--
bool(false)
array(0) {
}
bool(false)
array(1) {
  [0]=>
  array(0) {
  }
}
bool(false)
array(0) {
}
