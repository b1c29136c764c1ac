--TEST--
Taking a reference to an undefined variable creates it
--FILE--
<?php
$r = &$undef;
var_dump($undef);
$r = 1;
var_dump($undef);
$arr = [];
$r2 = &$arr['a']['b'];
var_dump($arr);
--EXPECT--
NULL
int(1)
array(1) {
  ["a"]=>
  array(1) {
    ["b"]=>
    &NULL
  }
}
