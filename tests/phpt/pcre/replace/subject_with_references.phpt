--TEST--
subject arrays holding references
--FILE--
<?php
$x = 'abc';
$arr = ['k' => &$x, 'l' => 'aaa'];
var_dump(preg_replace('/a/', 'X', $arr));
var_dump($x);
--EXPECT--
array(2) {
  ["k"]=>
  string(3) "Xbc"
  ["l"]=>
  string(3) "XXX"
}
string(3) "abc"
