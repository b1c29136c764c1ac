--TEST--
ArrayIterator manual iteration
--FILE--
<?php
$it = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3]);
$it->rewind();
while ($it->valid()) { echo $it->key(), '=', $it->current(), "\n"; $it->next(); }
var_dump($it->key(), $it->current());
?>
--EXPECT--
a=1
b=2
c=3
NULL
NULL
