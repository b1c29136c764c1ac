--TEST--
SplFixedArray getIterator
--FILE--
<?php
$f = SplFixedArray::fromArray(['a', 'b']);
$it = $f->getIterator();
var_dump(get_class($it), $it instanceof Iterator);
foreach ($it as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
string(16) "InternalIterator"
bool(true)
0 => a
1 => b
