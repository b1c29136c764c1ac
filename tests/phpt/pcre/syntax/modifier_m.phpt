--TEST--
the m modifier
--FILE--
<?php
$s = "one\ntwo\nthree";
var_dump(preg_match_all('/^\w+$/', $s, $m), $m);
var_dump(preg_match_all('/^\w+$/m', $s, $m), $m);
--EXPECT--
int(0)
array(1) {
  [0]=>
  array(0) {
  }
}
int(3)
array(1) {
  [0]=>
  array(3) {
    [0]=>
    string(3) "one"
    [1]=>
    string(3) "two"
    [2]=>
    string(5) "three"
  }
}
