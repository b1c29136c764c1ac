--TEST--
ReflectionClass from an object
--FILE--
<?php
class Foo {}
$r = new ReflectionClass(new Foo);
var_dump($r->getName());
var_dump($r);
?>
--EXPECT--
string(3) "Foo"
object(ReflectionClass)#1 (1) {
  ["name"]=>
  string(3) "Foo"
}
