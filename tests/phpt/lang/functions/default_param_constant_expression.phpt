--TEST--
Default parameters referencing constants
--FILE--
<?php
const BASE = 10;
function f($x = BASE * 2, $y = [BASE, 'k' => BASE + 1]) { var_dump($x, $y); }
f();
--EXPECT--
int(20)
array(2) {
  [0]=>
  int(10)
  ["k"]=>
  int(11)
}
