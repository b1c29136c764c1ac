--TEST--
SplMinHeap clone is independent
--FILE--
<?php
$h = new SplMinHeap;
$h->insert(2); $h->insert(1);
$c = clone $h;
$c->extract();
var_dump(count($h), count($c), $h->top(), $c->top());
?>
--EXPECT--
int(2)
int(1)
int(1)
int(2)
