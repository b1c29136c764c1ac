--TEST--
invalid UTF-8 subject with /u
--FILE--
<?php
var_dump(preg_match_all('/./u', "ab\xffc", $m), $m);
var_dump(preg_last_error(), preg_last_error_msg());
--EXPECT--
bool(false)
array(1) {
  [0]=>
  array(0) {
  }
}
int(4)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
