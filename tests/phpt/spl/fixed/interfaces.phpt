--TEST--
SplFixedArray interfaces
--FILE--
<?php
$i = class_implements('SplFixedArray');
ksort($i);
var_dump($i);
?>
--EXPECT--
array(5) {
  ["ArrayAccess"]=>
  string(11) "ArrayAccess"
  ["Countable"]=>
  string(9) "Countable"
  ["IteratorAggregate"]=>
  string(17) "IteratorAggregate"
  ["JsonSerializable"]=>
  string(16) "JsonSerializable"
  ["Traversable"]=>
  string(11) "Traversable"
}
