--TEST--
rsort() with SORT_FLAG_CASE alone is regular
--FILE--
<?php
$a = ['b', 'A', 'a', 'B'];
rsort($a, SORT_FLAG_CASE);
var_dump($a);
--EXPECT--
array(4) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "B"
  [3]=>
  string(1) "A"
}
