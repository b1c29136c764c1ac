--TEST--
attributes without arguments
--FILE--
<?php
#[Attribute] class Marker {}
#[Marker] #[Marker2] class A {}
foreach ((new ReflectionClass('A'))->getAttributes() as $a) { var_dump($a->getName(), $a->getArguments()); }
var_dump((new ReflectionClass('A'))->getAttributes()[0]->newInstance());
?>
--EXPECT--
string(6) "Marker"
array(0) {
}
string(7) "Marker2"
array(0) {
}
object(Marker)#4 (0) {
}
