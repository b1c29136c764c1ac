--TEST--
getAttributes on elements without attributes
--FILE--
<?php
class A { public $p; function m($x) {} const C = 1; }
var_dump((new ReflectionClass('A'))->getAttributes());
var_dump((new ReflectionMethod('A', 'm'))->getAttributes());
var_dump((new ReflectionProperty('A', 'p'))->getAttributes());
var_dump((new ReflectionClassConstant('A', 'C'))->getAttributes());
var_dump((new ReflectionMethod('A', 'm'))->getParameters()[0]->getAttributes());
var_dump((new ReflectionFunction('strlen'))->getAttributes());
?>
--EXPECT--
array(0) {
}
array(0) {
}
array(0) {
}
array(0) {
}
array(0) {
}
array(0) {
}
