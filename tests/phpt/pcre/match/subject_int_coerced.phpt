--TEST--
a non-string subject is converted
--FILE--
<?php
var_dump(preg_match('/\d+/', 12345, $m), $m);
var_dump(preg_match('/\./', 1.5, $m), $m);
var_dump(preg_match('/1/', true, $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(5) "12345"
}
int(1)
array(1) {
  [0]=>
  string(1) "."
}
int(1)
array(1) {
  [0]=>
  string(1) "1"
}
