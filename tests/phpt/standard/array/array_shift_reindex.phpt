--TEST--
array_shift reindexes integer keys but keeps string keys
--FILE--
<?php
$a = [5 => 'a', 'x' => 'b', 9 => 'c'];
var_dump(array_shift($a));
var_dump($a);
$e = [];
var_dump(array_shift($e));
--EXPECT--
string(1) "a"
array(2) {
  ["x"]=>
  string(1) "b"
  [0]=>
  string(1) "c"
}
NULL
