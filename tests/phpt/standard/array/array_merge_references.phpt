--TEST--
array_merge copies references
--FILE--
<?php
$x = 1;
$m = array_merge([&$x], [2]);
$x = 99;
var_dump($m);
--EXPECT--
array(2) {
  [0]=>
  &int(99)
  [1]=>
  int(2)
}
