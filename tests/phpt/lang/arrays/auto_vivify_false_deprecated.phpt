--TEST--
Auto-vivification from false is deprecated
--FILE--
<?php
$f = false;
$f[] = 1;
var_dump($f);
$g = false;
$g['k'] = 'v';
var_dump($g);
--EXPECTF--

Deprecated: Automatic conversion of false to array is deprecated in %s on line 3
array(1) {
  [0]=>
  int(1)
}

Deprecated: Automatic conversion of false to array is deprecated in %s on line 6
array(1) {
  ["k"]=>
  string(1) "v"
}
