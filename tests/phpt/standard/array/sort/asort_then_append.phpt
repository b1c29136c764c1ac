--TEST--
appending after asort() uses the next free index
--FILE--
<?php
$a = [3 => 'c', 1 => 'a', 2 => 'b'];
asort($a);
$a[] = 'd';
var_dump($a);
--EXPECT--
array(4) {
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "c"
  [4]=>
  string(1) "d"
}
