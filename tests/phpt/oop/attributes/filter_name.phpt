--TEST--
getAttributes filtered by name
--FILE--
<?php
#[Attribute] class Foo {} #[Attribute] class Bar {}
#[Foo] #[Bar] #[Foo] #[Baz]
class C {}
$r = new ReflectionClass('C');
var_dump(count($r->getAttributes('Foo')), count($r->getAttributes('foo')), count($r->getAttributes('\Bar')), count($r->getAttributes('Nope')), count($r->getAttributes('Baz')));
foreach ($r->getAttributes('Foo') as $a) var_dump($a->isRepeated());
var_dump($r->getAttributes('Bar')[0]->isRepeated());
?>
--EXPECT--
int(2)
int(2)
int(0)
int(0)
int(1)
bool(true)
bool(true)
bool(false)
