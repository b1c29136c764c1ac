--TEST--
unserialize of arrays
--FILE--
<?php
var_dump(unserialize('a:0:{}'), unserialize('a:2:{i:0;i:1;s:1:"k";a:1:{i:5;b:1;}}'));
--EXPECT--
array(0) {
}
array(2) {
  [0]=>
  int(1)
  ["k"]=>
  array(1) {
    [5]=>
    bool(true)
  }
}
