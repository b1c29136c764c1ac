--TEST--
nested empty arrays
--FILE--
<?php
var_dump(unserialize('a:2:{i:0;a:0:{}i:1;a:1:{i:0;a:0:{}}}'));
--EXPECT--
array(2) {
  [0]=>
  array(0) {
  }
  [1]=>
  array(1) {
    [0]=>
    array(0) {
    }
  }
}
