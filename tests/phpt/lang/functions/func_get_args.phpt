--TEST--
func_get_args and func_num_args
--FILE--
<?php
function f($a, $b = 'dflt') {
  var_dump(func_num_args(), func_get_args());
  $a = 'modified';
  var_dump(func_get_args()[0]);
}
f(1);
f(1, 2, 3);
--EXPECT--
int(1)
array(1) {
  [0]=>
  int(1)
}
string(8) "modified"
int(3)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
string(8) "modified"
