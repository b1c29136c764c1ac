--TEST--
string functions called with named arguments
--FILE--
<?php
var_dump(str_pad(string: 'x', length: 5, pad_type: STR_PAD_LEFT, pad_string: '.'));
var_dump(substr(length: 2, string: 'abcdef', offset: 1));
var_dump(explode(limit: 2, separator: ' ', string: 'a b c'));
--EXPECT--
string(5) "....x"
string(2) "bc"
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "b c"
}
