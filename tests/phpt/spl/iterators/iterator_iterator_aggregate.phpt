--TEST--
IteratorIterator over an IteratorAggregate
--FILE--
<?php
$it = new IteratorIterator(new ArrayObject([1, 2]));
foreach ($it as $k => $v) echo "$k => $v\n";
var_dump(get_class($it->getInnerIterator()));
?>
--EXPECT--
0 => 1
1 => 2
string(13) "ArrayIterator"
