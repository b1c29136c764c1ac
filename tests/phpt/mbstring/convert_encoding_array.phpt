--TEST--
mb_convert_encoding() of an array
--INI--
extension=mbstring
--FILE--
<?php
var_dump(mb_convert_encoding(["k\xe9" => "\xe9", 5 => ["\xe9"], 'n' => 1, 'b' => true], 'UTF-8', 'ISO-8859-1'));
?>
--EXPECT--
array(4) {
  ["ké"]=>
  string(2) "é"
  [5]=>
  array(1) {
    [0]=>
    string(2) "é"
  }
  ["n"]=>
  int(1)
  ["b"]=>
  bool(true)
}
