--TEST--
setValue coerces and checks types like assignment
--FILE--
<?php
declare(strict_types=0);
class A { public int $i = 0; public float $f = 0.0; public ?string $s = null; public bool $b = false; }
$o = new A;
$r = new ReflectionObject($o);
$r->getProperty('i')->setValue($o, '12');
$r->getProperty('f')->setValue($o, 3);
$r->getProperty('s')->setValue($o, 45);
$r->getProperty('b')->setValue($o, 1);
var_dump($o);
try { $r->getProperty('i')->setValue($o, []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
object(A)#1 (4) {
  ["i"]=>
  int(12)
  ["f"]=>
  float(3)
  ["s"]=>
  string(2) "45"
  ["b"]=>
  bool(true)
}
Cannot assign array to property A::$i of type int
