--TEST--
getStaticPropertyValue/setStaticPropertyValue/getStaticProperties
--FILE--
<?php
class A { public static $a = 1; protected static $b = [2]; private static $c = 'c'; public static int $t; }
class B extends A { public static $own = 'own'; }
$r = new ReflectionClass('A');
var_dump($r->getStaticPropertyValue('a'), $r->getStaticPropertyValue('c'));
$r->setStaticPropertyValue('a', 42);
var_dump(A::$a);
var_dump($r->getStaticPropertyValue('nope', 'dflt'));
try { $r->getStaticPropertyValue('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($r->getStaticProperties());
var_dump((new ReflectionClass('B'))->getStaticProperties());
?>
--EXPECT--
int(1)
string(1) "c"
int(42)
string(4) "dflt"
Property A::$nope does not exist
array(3) {
  ["a"]=>
  int(42)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
  ["c"]=>
  string(1) "c"
}
array(3) {
  ["own"]=>
  string(3) "own"
  ["a"]=>
  int(42)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
