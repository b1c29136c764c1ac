--TEST--
astral characters
--FILE--
<?php
var_dump(preg_match('/^.$/u', '😀'), preg_match('/^\x{1F600}$/u', '😀'));
var_dump(preg_split('//u', 'a😀b', -1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
int(1)
int(1)
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(4) "😀"
  [2]=>
  string(1) "b"
}
