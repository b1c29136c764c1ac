--TEST--
invalid bytes before the offset of a long subject
--FILE--
<?php
$s = "\xff" . str_repeat('a', 40);
var_dump(preg_match('/a/u', $s, $m, PREG_OFFSET_CAPTURE, 10), $m, preg_last_error());
var_dump(preg_match('/a/u', $s, $m, PREG_OFFSET_CAPTURE, 0), $m, preg_last_error());
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(10)
  }
}
int(0)
bool(false)
array(0) {
}
int(4)
