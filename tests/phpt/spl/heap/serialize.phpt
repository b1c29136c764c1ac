--TEST--
SplMinHeap serialize
--FILE--
<?php
$h = new SplMinHeap;
$h->insert(1);
echo serialize($h), "\n";
?>
--EXPECT--
O:10:"SplMinHeap":0:{}
