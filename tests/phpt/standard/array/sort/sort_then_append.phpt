--TEST--
appending after sort() continues after the renumbered keys
--FILE--
<?php
$a = [10 => 'b', 20 => 'a'];
sort($a);
$a[] = 'c';
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
