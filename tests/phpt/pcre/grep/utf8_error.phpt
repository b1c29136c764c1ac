--TEST--
a match error stops and keeps what was found
--FILE--
<?php
var_dump(preg_grep('/a/u', ['a', "\xff", 'ba']));
var_dump(preg_last_error_msg());
--EXPECT--
array(1) {
  [0]=>
  string(1) "a"
}
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
