--TEST--
an array element warns and is tested as "Array"
--FILE--
<?php
var_dump(preg_grep('/Arr/', ['a', ['b']]));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
array(1) {
  [1]=>
  array(1) {
    [0]=>
    string(1) "b"
  }
}
