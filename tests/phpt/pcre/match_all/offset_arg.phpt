--TEST--
the offset argument
--FILE--
<?php
var_dump(preg_match_all('/\d/', '1a2b3', $m, PREG_PATTERN_ORDER, 2), $m);
var_dump(preg_match_all('/\d/', '1a2b3', $m, PREG_PATTERN_ORDER, -1), $m);
var_dump(preg_match_all('/\d/', '1a2b3', $m, PREG_PATTERN_ORDER, 6), $m);
var_dump(preg_last_error_msg());
--EXPECT--
int(2)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "2"
    [1]=>
    string(1) "3"
  }
}
int(1)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    string(1) "3"
  }
}
bool(false)
array(0) {
}
string(14) "Internal error"
