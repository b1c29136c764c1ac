--TEST--
ctype_* as callbacks
--INI--
extension=ctype
--FILE--
<?php
var_dump(array_filter(['a', '1', 'B', ' ', '!'], 'ctype_alpha'));
var_dump(array_map('ctype_upper', ['A', 'b', 'AB', 'aB']));
?>
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [2]=>
  string(1) "B"
}
array(4) {
  [0]=>
  bool(true)
  [1]=>
  bool(false)
  [2]=>
  bool(true)
  [3]=>
  bool(false)
}
