--TEST--
dot does not match a newline without s
--FILE--
<?php
var_dump(preg_match('/^.+$/', "ab\ncd", $m), $m);
var_dump(preg_match('/^.+$/s', "ab\ncd", $m), $m);
--EXPECT--
int(0)
array(0) {
}
int(1)
array(1) {
  [0]=>
  string(5) "ab
cd"
}
