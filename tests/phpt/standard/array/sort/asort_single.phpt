--TEST--
asort() keeps a single element's key
--FILE--
<?php
$a = ['k' => 1];
asort($a);
var_dump($a);
--EXPECT--
array(1) {
  ["k"]=>
  int(1)
}
