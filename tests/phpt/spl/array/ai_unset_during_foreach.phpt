--TEST--
ArrayIterator offsetUnset of the current element
--FILE--
<?php
$it = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3]);
foreach ($it as $k => $v) {
    echo $k, "\n";
    if ($k === 'a') $it->offsetUnset('a');
}
var_dump($it->getArrayCopy());
?>
--EXPECT--
a
c
array(2) {
  ["b"]=>
  int(2)
  ["c"]=>
  int(3)
}
