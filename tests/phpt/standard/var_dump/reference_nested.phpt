--TEST--
var_dump of references inside nested arrays
--FILE--
<?php
$inner = ['p' => 1];
$a = ['r' => &$inner, 'c' => $inner];
var_dump($a);
--EXPECT--
array(2) {
  ["r"]=>
  &array(1) {
    ["p"]=>
    int(1)
  }
  ["c"]=>
  array(1) {
    ["p"]=>
    int(1)
  }
}
