--TEST--
ArrayIterator appended to during foreach
--FILE--
<?php
$it = new ArrayIterator(['a' => 1, 'b' => 2]);
foreach ($it as $k => $v) { $it['c'] = 3; echo "$k=$v "; }
echo "\n";
?>
--EXPECT--
a=1 b=2 c=3
