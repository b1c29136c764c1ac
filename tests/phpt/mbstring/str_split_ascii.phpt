--TEST--
mb_str_split() of ascii text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'hello';
var_dump(mb_str_split($s));
var_dump(mb_str_split($s, 3));
?>
--EXPECT--
array(5) {
  [0]=>
  string(1) "h"
  [1]=>
  string(1) "e"
  [2]=>
  string(1) "l"
  [3]=>
  string(1) "l"
  [4]=>
  string(1) "o"
}
array(2) {
  [0]=>
  string(3) "hel"
  [1]=>
  string(2) "lo"
}
