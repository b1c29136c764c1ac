--TEST--
preg_grep keeps matching entries with their keys
--FILE--
<?php
var_dump(preg_grep('/^\d+$/', ['1', 'a', 'x' => '22', 3 => 'b3']));
--EXPECT--
array(2) {
  [0]=>
  string(1) "1"
  ["x"]=>
  string(2) "22"
}
