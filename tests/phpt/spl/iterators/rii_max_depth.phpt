--TEST--
RecursiveIteratorIterator setMaxDepth
--FILE--
<?php
$arr = [1, [2, [3, [4]]]];
$it = new RecursiveIteratorIterator(new RecursiveArrayIterator($arr), RecursiveIteratorIterator::SELF_FIRST);
var_dump($it->getMaxDepth());
$it->setMaxDepth(1);
var_dump($it->getMaxDepth());
foreach ($it as $k => $v) echo $it->getDepth(), ":", is_array($v) ? "array" : $v, "\n";
try { $it->setMaxDepth(-5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(false)
int(1)
0:1
0:array
1:2
1:array
ValueError: RecursiveIteratorIterator::setMaxDepth(): Argument #1 ($maxDepth) must be greater than or equal to -1
