--TEST--
objects stored in arrays
--FILE--
<?php
class P { function __construct(public $n) {} }
$list = [new P(1), new P(2)]; $list[0]->n = 10; echo $list[0]->n + $list[1]->n, "\n"; usort($list, fn($a, $b) => $b->n <=> $a->n); echo $list[0]->n, "\n";
--EXPECT--
12
10
