--TEST--
Arrow functions with by-reference parameters and by-reference return
--FILE--
<?php
$f = fn(&$a) => $a++;
$v = 1;
$f($v);
var_dump($v);
$arr = ['k' => 1];
$g = fn&(array &$a) => $a['k'];
$r = &$g($arr);
$r = 99;
var_dump($arr);
--EXPECT--
int(2)
array(1) {
  ["k"]=>
  &int(99)
}
