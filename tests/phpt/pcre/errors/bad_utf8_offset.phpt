--TEST--
PREG_BAD_UTF8_OFFSET_ERROR
--FILE--
<?php
var_dump(preg_match('/./u', 'éa', $m, 0, 1), $m);
var_dump(preg_last_error() === PREG_BAD_UTF8_OFFSET_ERROR, preg_last_error_msg());
var_dump(preg_match('/./u', 'éa', $m, 0, 2), $m);
var_dump(preg_last_error());
--EXPECT--
bool(false)
array(0) {
}
bool(true)
string(74) "The offset did not correspond to the beginning of a valid UTF-8 code point"
int(1)
array(1) {
  [0]=>
  string(1) "a"
}
int(0)
