--TEST--
the i modifier
--FILE--
<?php
var_dump(preg_match('/abc/i', 'xABCx'));
var_dump(preg_match('/abc/', 'xABCx'));
var_dump(preg_match('/[a-c]+/i', 'BCA', $m), $m);
--EXPECT--
int(1)
int(0)
int(1)
array(1) {
  [0]=>
  string(3) "BCA"
}
