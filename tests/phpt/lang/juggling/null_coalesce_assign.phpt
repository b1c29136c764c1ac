--TEST--
??= operator
--FILE--
<?php
$a = null;
$a ??= 5;
$a ??= 6;
var_dump($a);
$arr = [];
$arr['k'] ??= 'v';
$arr['k'] ??= 'w';
$arr['n']['m'] ??= 1;
var_dump($arr);
$u ??= "set";
var_dump($u);
--EXPECT--
int(5)
array(2) {
  ["k"]=>
  string(1) "v"
  ["n"]=>
  array(1) {
    ["m"]=>
    int(1)
  }
}
string(3) "set"
