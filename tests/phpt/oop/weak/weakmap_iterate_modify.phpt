--TEST--
Entries added during iteration and after
--FILE--
<?php
$m = new WeakMap;
$keys = [new stdClass, new stdClass];
foreach ($keys as $i => $k) $m[$k] = $i;
foreach ($m as $k => $v) { echo get_class($k), " $v\n"; }
$keys[] = new stdClass;
$m[$keys[2]] = 2;
echo count($m), "\n";
array_shift($keys);
echo count($m), "\n";
foreach ($m as $v) echo $v; echo "\n";
--EXPECT--
stdClass 0
stdClass 1
3
2
12
