--TEST--
an empty subject
--FILE--
<?php
var_dump(preg_match_all('/a*/', '', $m), $m);
var_dump(preg_match_all('/a/', '', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    string(0) ""
  }
}
int(0)
array(1) {
  [0]=>
  array(0) {
  }
}
