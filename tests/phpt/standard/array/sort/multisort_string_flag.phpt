--TEST--
array_multisort() with SORT_STRING from a variable
--FILE--
<?php
$a = ['10', '9', '1e1', 'a'];
$f = SORT_STRING;
array_multisort($a, $f);
var_dump($a);
--EXPECT--
array(4) {
  [0]=>
  string(2) "10"
  [1]=>
  string(3) "1e1"
  [2]=>
  string(1) "9"
  [3]=>
  string(1) "a"
}
