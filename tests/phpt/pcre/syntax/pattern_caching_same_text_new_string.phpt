--TEST--
equal pattern strings built separately share the compiled pattern
--FILE--
<?php
$a = '/' . 'x+' . '/';
$b = '/x' . '+/';
var_dump(preg_match($a, 'xx', $m1), preg_match($b, 'axx', $m2), $m1, $m2);
--EXPECT--
int(1)
int(1)
array(1) {
  [0]=>
  string(2) "xx"
}
array(1) {
  [0]=>
  string(2) "xx"
}
