--TEST--
R: to the array itself
--FILE--
<?php
var_dump(unserialize('a:1:{i:0;R:1;}'));
--EXPECT--
array(1) {
  [0]=>
  *RECURSION*
}
