--TEST--
sort() with an unknown flag falls back to SORT_REGULAR
--FILE--
<?php
$a = ['10', '9', 'a'];
sort($a, 100);
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  string(1) "9"
  [1]=>
  string(2) "10"
  [2]=>
  string(1) "a"
}
