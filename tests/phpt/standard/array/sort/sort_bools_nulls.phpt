--TEST--
sort() with bools and nulls
--FILE--
<?php
$a = [true, null, false, 0, 1, '', '0'];
sort($a);
var_dump($a);
--EXPECT--
array(7) {
  [0]=>
  NULL
  [1]=>
  bool(false)
  [2]=>
  string(0) ""
  [3]=>
  int(0)
  [4]=>
  string(1) "0"
  [5]=>
  bool(true)
  [6]=>
  int(1)
}
