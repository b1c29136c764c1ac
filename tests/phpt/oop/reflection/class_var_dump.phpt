--TEST--
var_dump of reflection objects shows name/class
--FILE--
<?php
class A { public $p; const C = 1; function m($x) {} }
var_dump(new ReflectionClass('A'));
var_dump(new ReflectionMethod('A', 'm'));
var_dump(new ReflectionProperty('A', 'p'));
var_dump(new ReflectionClassConstant('A', 'C'));
var_dump(new ReflectionFunction('strlen'));
$r = new ReflectionClass('A');
echo $r->name, "\n";
$m = new ReflectionMethod('A', 'm');
echo $m->name, ' ', $m->class, "\n";
?>
--EXPECT--
object(ReflectionClass)#1 (1) {
  ["name"]=>
  string(1) "A"
}
object(ReflectionMethod)#1 (2) {
  ["name"]=>
  string(1) "m"
  ["class"]=>
  string(1) "A"
}
object(ReflectionProperty)#1 (2) {
  ["name"]=>
  string(1) "p"
  ["class"]=>
  string(1) "A"
}
object(ReflectionClassConstant)#1 (2) {
  ["name"]=>
  string(1) "C"
  ["class"]=>
  string(1) "A"
}
object(ReflectionFunction)#1 (1) {
  ["name"]=>
  string(6) "strlen"
}
A
m A
