--TEST--
mb_str_split() of latin text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'héllo wörld';
var_dump(mb_str_split($s));
var_dump(mb_str_split($s, 3));
?>
--EXPECT--
array(11) {
  [0]=>
  string(1) "h"
  [1]=>
  string(2) "é"
  [2]=>
  string(1) "l"
  [3]=>
  string(1) "l"
  [4]=>
  string(1) "o"
  [5]=>
  string(1) " "
  [6]=>
  string(1) "w"
  [7]=>
  string(2) "ö"
  [8]=>
  string(1) "r"
  [9]=>
  string(1) "l"
  [10]=>
  string(1) "d"
}
array(4) {
  [0]=>
  string(4) "hél"
  [1]=>
  string(3) "lo "
  [2]=>
  string(4) "wör"
  [3]=>
  string(2) "ld"
}
