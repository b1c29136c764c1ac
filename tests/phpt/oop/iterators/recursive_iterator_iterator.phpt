--TEST--
RecursiveIteratorIterator over nested arrays with modes
--FILE--
<?php
$data = ['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3]]];
$it = new RecursiveIteratorIterator(new RecursiveArrayIterator($data), RecursiveIteratorIterator::SELF_FIRST);
foreach ($it as $k => $v) echo str_repeat('  ', $it->getDepth()), $k, is_array($v) ? '' : "=$v", "\n";
echo implode(',', iterator_to_array(new RecursiveIteratorIterator(new RecursiveArrayIterator($data)), false)), "\n";
--EXPECT--
a=1
b
  c=2
  d
    e=3
1,2,3
