--TEST--
var_dump shows nested arrays and references
--FILE--
<?php
$x = 1;
$a = [&$x, [2, [3]]];
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  &int(1)
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    array(1) {
      [0]=>
      int(3)
    }
  }
}
