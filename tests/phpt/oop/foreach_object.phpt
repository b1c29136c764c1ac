--TEST--
foreach over object is visibility-aware
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; function it() { foreach ($this as $k => $v) echo "$k=$v "; echo "\n"; } }
$o = new A; foreach ($o as $k => $v) echo "$k=$v "; echo "\n"; $o->it();
--EXPECT--
a=1 
a=1 b=2 c=3
