--TEST--
getArguments builds fresh values each call
--FILE--
<?php
#[Attribute] class Obj { public function __construct(public $o = null) {} }
class V { public $n = 0; }
#[Obj(new V)] class C {}
$a = (new ReflectionClass('C'))->getAttributes()[0];
$x = $a->getArguments()[0]; $x->n = 5;
$y = $a->getArguments()[0];
var_dump($y->n, $x === $y);
$i1 = $a->newInstance(); $i2 = $a->newInstance();
var_dump($i1 === $i2, $i1->o === $i2->o);
?>
--EXPECT--
int(0)
bool(false)
bool(false)
bool(false)
