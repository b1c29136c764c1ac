--TEST--
increment property
--FILE--
<?php
class A { public $n = 0; }
$o = new A; $o->n++; ++$o->n; $o->n += 10; echo $o->n, "\n";
--EXPECT--
12
