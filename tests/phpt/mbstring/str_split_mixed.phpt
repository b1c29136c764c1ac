--TEST--
mb_str_split() of mixed text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Ünïcödé ñ 漢字 😀';
var_dump(mb_str_split($s));
var_dump(mb_str_split($s, 3));
?>
--EXPECT--
array(14) {
  [0]=>
  string(2) "Ü"
  [1]=>
  string(1) "n"
  [2]=>
  string(2) "ï"
  [3]=>
  string(1) "c"
  [4]=>
  string(2) "ö"
  [5]=>
  string(1) "d"
  [6]=>
  string(2) "é"
  [7]=>
  string(1) " "
  [8]=>
  string(2) "ñ"
  [9]=>
  string(1) " "
  [10]=>
  string(3) "漢"
  [11]=>
  string(3) "字"
  [12]=>
  string(1) " "
  [13]=>
  string(4) "😀"
}
array(5) {
  [0]=>
  string(5) "Ünï"
  [1]=>
  string(4) "cöd"
  [2]=>
  string(5) "é ñ"
  [3]=>
  string(7) " 漢字"
  [4]=>
  string(5) " 😀"
}
