--TEST--
preg_match fills groups in order
--FILE--
<?php
var_dump(preg_match('/(\d+)-(\d+)/', 'tel 12-345 x', $m), $m);
--EXPECT--
int(1)
array(3) {
  [0]=>
  string(6) "12-345"
  [1]=>
  string(2) "12"
  [2]=>
  string(3) "345"
}
