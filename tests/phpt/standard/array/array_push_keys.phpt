--TEST--
array_push continues after the largest integer key
--FILE--
<?php
$a = [5 => 'a', 'k' => 'b'];
array_push($a, 'c');
var_dump($a);
$b = [-5 => 'x'];
array_push($b, 'y');
var_dump($b);
--EXPECT--
array(3) {
  [5]=>
  string(1) "a"
  ["k"]=>
  string(1) "b"
  [6]=>
  string(1) "c"
}
array(2) {
  [-5]=>
  string(1) "x"
  [-4]=>
  string(1) "y"
}
