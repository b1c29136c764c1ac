--TEST--
Assigning to the loop variable doesn't change the array
--FILE--
<?php
$a = ['x', 'y'];
foreach ($a as $i => $v) { $v = 'z'; $i = 99; }
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
