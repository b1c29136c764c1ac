--TEST--
Array literal with explicit and implicit keys
--FILE--
<?php
$a = [5 => 'a', 'b', 'x' => 'c', 'd', 2 => 'e', 'f'];
var_dump($a);
--EXPECT--
array(6) {
  [5]=>
  string(1) "a"
  [6]=>
  string(1) "b"
  ["x"]=>
  string(1) "c"
  [7]=>
  string(1) "d"
  [2]=>
  string(1) "e"
  [8]=>
  string(1) "f"
}
