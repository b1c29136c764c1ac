--TEST--
WeakMap entries disappear when their key object is collected
--FILE--
<?php
$w = new WeakMap;
$k = new stdClass;
$k->self = $k;
$w[$k] = 'data';
echo count($w), "\n";
unset($k);
echo count($w), "\n";
gc_collect_cycles();
echo count($w), "\n";
--EXPECT--
1
1
0
