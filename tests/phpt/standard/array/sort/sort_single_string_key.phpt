--TEST--
sort() renumbers even a single element
--FILE--
<?php
$a = ['k' => 1];
sort($a);
var_dump($a);
--EXPECT--
array(1) {
  [0]=>
  int(1)
}
