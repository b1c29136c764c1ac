--TEST--
SplPriorityQueue with equal priorities
--FILE--
<?php
$q = new SplPriorityQueue;
foreach (['a'=>1,'b'=>2,'c'=>1,'d'=>2,'e'=>3,'f'=>1,'g'=>2] as $k => $p) $q->insert($k, $p);
foreach ($q as $k => $v) echo "$k:$v ";
echo "\n";
?>
--EXPECT--
6:e 5:b 4:d 3:g 2:a 1:c 0:f
