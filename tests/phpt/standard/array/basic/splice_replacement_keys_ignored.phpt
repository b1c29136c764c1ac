--TEST--
array_splice() ignores replacement keys
--FILE--
<?php
$a = [1, 2];
array_splice($a, 1, 0, ['k' => 'v']);
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  string(1) "v"
  [2]=>
  int(2)
}
