--TEST--
SplPriorityQueue order
--FILE--
<?php
$q = new SplPriorityQueue;
$q->insert('low', 1); $q->insert('high', 10); $q->insert('mid', 5);
var_dump($q->count(), $q->top());
while (!$q->isEmpty()) echo $q->extract(), "\n";
?>
--EXPECT--
int(3)
string(4) "high"
high
mid
low
