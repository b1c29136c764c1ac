--TEST--
__clone implementing a deep copy; clone is shallow otherwise
--FILE--
<?php
class Inner { public $v = 1; }
class Shallow { public $in; function __construct() { $this->in = new Inner; } }
class Deep extends Shallow { function __clone() { $this->in = clone $this->in; } }
$s = new Shallow; $s2 = clone $s; $s2->in->v = 2; echo $s->in->v, "\n";
$d = new Deep; $d2 = clone $d; $d2->in->v = 2; echo $d->in->v, "\n";
var_dump($d == $d2, $s === $s2, $s->in === $s2->in);
--EXPECT--
2
1
bool(false)
bool(false)
bool(true)
