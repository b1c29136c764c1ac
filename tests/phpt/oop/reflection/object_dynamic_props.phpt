--TEST--
ReflectionObject sees dynamic properties
--FILE--
<?php
#[AllowDynamicProperties]
class A { public $declared = 1; }
$o = new A; $o->dyn = 2;
$r = new ReflectionObject($o);
var_dump($r->hasProperty('dyn'), (new ReflectionClass($o))->hasProperty('dyn'));
foreach ($r->getProperties() as $p) echo $p->name, ' ', var_export($p->isDefault(), true), "\n";
$p = $r->getProperty('dyn');
var_dump($p->getValue($o));
var_dump($r instanceof ReflectionClass, $r->getName());
?>
--EXPECT--
bool(true)
bool(false)
declared true
dyn false
int(2)
bool(true)
string(1) "A"
