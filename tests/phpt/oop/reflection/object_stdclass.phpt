--TEST--
ReflectionObject of stdClass and casts
--FILE--
<?php
$o = (object) ['a' => 1, 'b' => [2]];
$o->c = 'x';
$r = new ReflectionObject($o);
foreach ($r->getProperties() as $p) echo $p->getName(), '=', json_encode($p->getValue($o)), ' ';
echo "\n";
var_dump($r->hasProperty('b'), $r->hasProperty('z'));
$p = new ReflectionProperty($o, 'a');
var_dump($p->isDefault(), $p->isPublic(), $p->getValue($o));
?>
--EXPECT--
a=1 b=[2] c="x" 
bool(true)
bool(false)
bool(false)
bool(true)
int(1)
