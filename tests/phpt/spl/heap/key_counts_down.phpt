--TEST--
SplHeap key() counts down
--FILE--
<?php
$h = new SplMaxHeap;
foreach ([1, 2, 3] as $x) $h->insert($x);
$h->rewind();
while ($h->valid()) { echo $h->key(), "=", $h->current(), "\n"; $h->next(); }
?>
--EXPECT--
2=3
1=2
0=1
