--TEST--
krsort() with SORT_STRING on int keys
--FILE--
<?php
$a = [10 => 'a', 9 => 'b', 100 => 'c', 1 => 'd'];
krsort($a, SORT_STRING);
var_dump($a);
--EXPECT--
array(4) {
  [9]=>
  string(1) "b"
  [100]=>
  string(1) "c"
  [10]=>
  string(1) "a"
  [1]=>
  string(1) "d"
}
