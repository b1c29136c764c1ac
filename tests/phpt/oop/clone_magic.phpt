--TEST--
__clone runs on the copy
--FILE--
<?php
class A { public $n = 1; function __clone() { $this->n++; } }
$a = new A; $b = clone $a; echo $a->n, $b->n, "\n";
--EXPECT--
12
