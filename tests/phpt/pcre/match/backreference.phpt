--TEST--
back references in the pattern
--FILE--
<?php
var_dump(preg_match('/(\w)\1/', 'abccd', $m), $m);
var_dump(preg_match('/(?<q>["\']).*?\k<q>/', 'say "hi" now', $m), $m);
--EXPECT--
int(1)
array(2) {
  [0]=>
  string(2) "cc"
  [1]=>
  string(1) "c"
}
int(1)
array(3) {
  [0]=>
  string(4) ""hi""
  ["q"]=>
  string(1) """
  [1]=>
  string(1) """
}
