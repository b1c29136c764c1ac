--TEST--
mb_str_split() of greek text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Καλημέρα';
var_dump(mb_str_split($s));
var_dump(mb_str_split($s, 3));
?>
--EXPECT--
array(8) {
  [0]=>
  string(2) "Κ"
  [1]=>
  string(2) "α"
  [2]=>
  string(2) "λ"
  [3]=>
  string(2) "η"
  [4]=>
  string(2) "μ"
  [5]=>
  string(2) "έ"
  [6]=>
  string(2) "ρ"
  [7]=>
  string(2) "α"
}
array(3) {
  [0]=>
  string(6) "Καλ"
  [1]=>
  string(6) "ημέ"
  [2]=>
  string(4) "ρα"
}
