--TEST--
numeric string keys become integers
--FILE--
<?php
var_dump(unserialize('a:3:{s:1:"5";i:1;s:2:"05";i:2;s:2:"-3";i:3;}'));
--EXPECT--
array(3) {
  [5]=>
  int(1)
  ["05"]=>
  int(2)
  [-3]=>
  int(3)
}
