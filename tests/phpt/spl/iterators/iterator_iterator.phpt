--TEST--
IteratorIterator over ArrayIterator
--FILE--
<?php
$it = new IteratorIterator(new ArrayIterator(['a' => 1, 'b' => 2]));
foreach ($it as $k => $v) echo "$k => $v\n";
var_dump(get_class($it->getInnerIterator()));
?>
--EXPECT--
a => 1
b => 2
string(13) "ArrayIterator"
