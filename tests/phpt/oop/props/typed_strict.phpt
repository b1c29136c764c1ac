--TEST--
strict_types makes typed property assignment strict
--FILE--
<?php
declare(strict_types=1);
class A { public int $i = 0; public float $f = 0.0; }
$a = new A;
try { $a->i = "5"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$a->f = 5;
var_dump($a->f);
try { $a->i = 5.0; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot assign string to property A::$i of type int
float(5)
Cannot assign float to property A::$i of type int
