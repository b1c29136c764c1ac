--TEST--
preg_filter with a limit
--FILE--
<?php
var_dump(preg_filter('/a/', 'b', ['aa', 'c'], 1));
--EXPECT--
array(1) {
  [0]=>
  string(2) "ba"
}
