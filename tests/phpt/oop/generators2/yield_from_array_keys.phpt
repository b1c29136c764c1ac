--TEST--
yield from an array keeps the array's keys
--FILE--
<?php
function g() { yield 0 => 'a'; yield from ['x' => 1, 2, 3]; yield 'b'; }
foreach (g() as $k => $v) { var_dump($k, $v); }
var_dump(iterator_to_array(g()));
--EXPECT--
int(0)
string(1) "a"
string(1) "x"
int(1)
int(0)
int(2)
int(1)
int(3)
int(1)
string(1) "b"
array(3) {
  [0]=>
  int(2)
  ["x"]=>
  int(1)
  [1]=>
  string(1) "b"
}
