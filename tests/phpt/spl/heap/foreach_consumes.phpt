--TEST--
foreach over a heap consumes it
--FILE--
<?php
$m = new SplMinHeap;
$m->insert(2); $m->insert(1);
foreach ($m as $k => $v) echo "$k:$v ";
echo "\n";
var_dump(count($m));
$pq = new SplPriorityQueue;
$pq->insert('x', 1);
$pq->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
foreach ($pq as $k => $v) var_dump($k, $v);
?>
--EXPECT--
1:1 0:2 
int(0)
int(0)
array(2) {
  ["data"]=>
  string(1) "x"
  ["priority"]=>
  int(1)
}
