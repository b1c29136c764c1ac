--TEST--
attributes on anonymous classes
--FILE--
<?php
#[Attribute] class Marker { public function __construct(public $n = 0) {} }
$o = new #[Marker(3)] class {};
$a = (new ReflectionObject($o))->getAttributes();
var_dump(count($a), $a[0]->getName(), $a[0]->newInstance()->n);
?>
--EXPECT--
int(1)
string(6) "Marker"
int(3)
