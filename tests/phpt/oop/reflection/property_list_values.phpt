--TEST--
reading every property of an object
--FILE--
<?php
class Base { private $basePriv = 'bp'; protected $baseProt = 'bprot'; }
class Child extends Base { public $pub = 'pub'; private $priv = 'priv'; }
$o = new Child;
foreach ((new ReflectionClass($o))->getProperties() as $p) echo $p->class, '::', $p->getName(), ' = ', $p->getValue($o), "\n";
$bp = new ReflectionProperty('Base', 'basePriv');
var_dump($bp->getValue($o));
?>
--EXPECT--
Child::pub = pub
Child::priv = priv
Base::baseProt = bprot
string(2) "bp"
