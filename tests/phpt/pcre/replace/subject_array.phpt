--TEST--
an array of subjects keeps its keys
--FILE--
<?php
var_dump(preg_replace('/\d/', '#', ['x' => 'a1', 5 => 'b2', 'c']));
--EXPECT--
array(3) {
  ["x"]=>
  string(2) "a#"
  [5]=>
  string(2) "b#"
  [6]=>
  string(1) "c"
}
