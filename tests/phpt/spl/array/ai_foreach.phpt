--TEST--
foreach over ArrayIterator
--FILE--
<?php
$it = new ArrayIterator([3 => 'x', 'k' => 'y']);
foreach ($it as $k => $v) var_dump($k, $v);
var_dump(iterator_to_array($it), iterator_count($it));
?>
--EXPECT--
int(3)
string(1) "x"
string(1) "k"
string(1) "y"
array(2) {
  [3]=>
  string(1) "x"
  ["k"]=>
  string(1) "y"
}
int(2)
