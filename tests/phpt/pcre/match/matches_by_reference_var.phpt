--TEST--
matches may be an array element or a property of an array
--FILE--
<?php
$a = ['m' => null];
preg_match('/(b)/', 'abc', $a['m']);
var_dump($a);
--EXPECT--
array(1) {
  ["m"]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    string(1) "b"
  }
}
