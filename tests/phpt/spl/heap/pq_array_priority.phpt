--TEST--
SplPriorityQueue with array priorities
--FILE--
<?php
$q = new SplPriorityQueue;
$q->insert('x', [1, 2]); $q->insert('y', [1, 3]); $q->insert('z', [0, 9]);
foreach ($q as $v) echo $v, "\n";
?>
--EXPECT--
y
x
z
