--TEST--
ksort() on int keys
--FILE--
<?php
$a = [10 => 'a', -5 => 'b', 3 => 'c', 0 => 'd'];
ksort($a);
var_dump($a);
--EXPECT--
array(4) {
  [-5]=>
  string(1) "b"
  [0]=>
  string(1) "d"
  [3]=>
  string(1) "c"
  [10]=>
  string(1) "a"
}
