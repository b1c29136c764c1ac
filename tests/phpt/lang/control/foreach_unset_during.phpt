--TEST--
Unsetting elements during foreach by value
--FILE--
<?php
$a = ['a' => 1, 'b' => 2, 'c' => 3];
foreach ($a as $k => $v) {
  unset($a['b']);
  echo "$k ";
}
echo "\n";
var_dump(array_keys($a));
--EXPECT--
a b c 
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "c"
}
