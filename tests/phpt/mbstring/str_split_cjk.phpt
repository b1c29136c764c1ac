--TEST--
mb_str_split() of cjk text
--INI--
extension=mbstring
--FILE--
<?php
$s = '日本語テキスト';
var_dump(mb_str_split($s));
var_dump(mb_str_split($s, 3));
?>
--EXPECT--
array(7) {
  [0]=>
  string(3) "日"
  [1]=>
  string(3) "本"
  [2]=>
  string(3) "語"
  [3]=>
  string(3) "テ"
  [4]=>
  string(3) "キ"
  [5]=>
  string(3) "ス"
  [6]=>
  string(3) "ト"
}
array(3) {
  [0]=>
  string(9) "日本語"
  [1]=>
  string(9) "テキス"
  [2]=>
  string(3) "ト"
}
