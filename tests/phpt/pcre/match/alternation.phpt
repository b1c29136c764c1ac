--TEST--
alternation and group numbers
--FILE--
<?php
var_dump(preg_match('/(cat)|(dog)/', 'hotdog', $m), $m);
var_dump(preg_match('/(?|(cat)|(dog))/', 'hotdog', $m), $m);
--EXPECT--
int(1)
array(3) {
  [0]=>
  string(3) "dog"
  [1]=>
  string(0) ""
  [2]=>
  string(3) "dog"
}
int(1)
array(2) {
  [0]=>
  string(3) "dog"
  [1]=>
  string(3) "dog"
}
