--TEST--
sort() with SORT_STRING on an array element warns
--FILE--
<?php
$a = ['b', [1], 'a'];
sort($a, SORT_STRING);
var_dump($a);
--EXPECTF--

Warning: Array to string conversion in %s on line 3

Warning: Array to string conversion in %s on line 3
array(3) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
}
