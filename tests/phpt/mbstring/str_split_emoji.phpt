--TEST--
mb_str_split() of emoji text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'a😀b🎉c';
var_dump(mb_str_split($s));
var_dump(mb_str_split($s, 3));
?>
--EXPECT--
array(5) {
  [0]=>
  string(1) "a"
  [1]=>
  string(4) "😀"
  [2]=>
  string(1) "b"
  [3]=>
  string(4) "🎉"
  [4]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(6) "a😀b"
  [1]=>
  string(5) "🎉c"
}
