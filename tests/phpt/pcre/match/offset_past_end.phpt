--TEST--
an offset past the end fails with an internal error
--FILE--
<?php
var_dump(preg_match('/a/', 'abc', $m, 0, 4), $m);
var_dump(preg_last_error(), preg_last_error_msg());
var_dump(preg_match('/$/', 'abc', $m, 0, 3), $m);
--EXPECT--
bool(false)
array(0) {
}
int(1)
string(14) "Internal error"
int(1)
array(1) {
  [0]=>
  string(0) ""
}
