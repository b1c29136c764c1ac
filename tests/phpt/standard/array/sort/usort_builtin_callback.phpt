--TEST--
usort() with strcmp as the callback
--FILE--
<?php
$a = ['b', 'C', 'a'];
usort($a, 'strcmp');
var_dump($a);
usort($a, 'strcasecmp');
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  string(1) "C"
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "C"
}
