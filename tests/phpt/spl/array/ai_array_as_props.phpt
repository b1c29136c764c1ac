--TEST--
ArrayIterator ARRAY_AS_PROPS
--FILE--
<?php
$it = new ArrayIterator(['k' => 'v'], ArrayIterator::ARRAY_AS_PROPS);
var_dump($it->k);
$it->n = 1;
foreach ($it as $k => $v) echo "$k=$v\n";
?>
--EXPECT--
string(1) "v"
k=v
n=1
