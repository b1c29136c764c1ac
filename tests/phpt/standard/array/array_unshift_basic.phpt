--TEST--
array_unshift prepends and reindexes
--FILE--
<?php
$a = [3 => 'c', 'k' => 'v'];
var_dump(array_unshift($a, 'a', 'b'));
var_dump($a);
--EXPECT--
int(4)
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
  ["k"]=>
  string(1) "v"
}
