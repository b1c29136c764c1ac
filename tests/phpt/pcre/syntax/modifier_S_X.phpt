--TEST--
the S and X modifiers change nothing
--FILE--
<?php
var_dump(preg_match('/a+/S', 'caab', $m), $m);
var_dump(preg_match('/a+/X', 'caab', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(2) "aa"
}
int(1)
array(1) {
  [0]=>
  string(2) "aa"
}
