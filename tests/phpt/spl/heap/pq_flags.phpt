--TEST--
SplPriorityQueue extract flags
--FILE--
<?php
$q = new SplPriorityQueue;
$q->insert('a', 3); $q->insert('b', 7);
var_dump($q->getExtractFlags());
$q->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
var_dump($q->top());
$q->setExtractFlags(SplPriorityQueue::EXTR_PRIORITY);
var_dump($q->extract());
$q->setExtractFlags(SplPriorityQueue::EXTR_DATA);
var_dump($q->extract());
?>
--EXPECT--
int(1)
array(2) {
  ["data"]=>
  string(1) "b"
  ["priority"]=>
  int(7)
}
int(7)
string(1) "a"
