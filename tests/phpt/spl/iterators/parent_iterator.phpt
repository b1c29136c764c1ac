--TEST--
ParentIterator
--FILE--
<?php
$arr = ['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3]], 'f' => [4]];
$it = new RecursiveIteratorIterator(new ParentIterator(new RecursiveArrayIterator($arr)), RecursiveIteratorIterator::SELF_FIRST);
foreach ($it as $k => $v) echo $k, "\n";
?>
--EXPECT--
b
d
f
