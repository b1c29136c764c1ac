--TEST--
usort() on one element does not call back
--FILE--
<?php
$a = ['k' => 5];
usort($a, function ($x, $y) { echo "called\n"; return 0; });
var_dump($a);
--EXPECT--
array(1) {
  [0]=>
  int(5)
}
