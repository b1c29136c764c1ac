--TEST--
ksort() keeps the next free index
--FILE--
<?php
$a = [5 => 'a', 1 => 'b'];
unset($a[5]);
ksort($a);
$a[] = 'c';
var_dump($a);
--EXPECT--
array(2) {
  [1]=>
  string(1) "b"
  [6]=>
  string(1) "c"
}
