--TEST--
a reference held by several typed properties satisfies all of them, with one coercion
--FILE--
<?php
class A { public int $i = 0; public ?int $n = 0; public float $f = 0.0; public string $s = ""; public int|string $u = 0; }
$a = new A;
$a->i = &$a->n;
$r = &$a->i;
$r = 5;
var_dump($a->i, $a->n);
try { $r = null; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($r);
$b = new A;
try { $b->f = &$b->i; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$b->i = 3;
$t = "z";
try { $b->i = &$t; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($b->f);
try { $b->i = "1.5"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$q = &$b->i;
try { $q = "1"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($q);
$c = new A;
$c->u = 5;
$c->i = &$c->u;
$z = &$c->u;
try { $z = "7"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $z = 7.0; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$z = 8;
var_dump($c->i, $c->u);
unset($c->u);
$z = "9";
var_dump($c->i);
--EXPECTF--
int(5)
int(5)
Cannot assign null to reference held by property A::$i of type int
int(5)
Reference with value of type int held by property A::$i of type int is not compatible with property A::$f of type float
Cannot assign string to property A::$i of type int
float(0)

Deprecated: Implicit conversion from float-string "1.5" to int loses precision in %s on line 16
int(1)
Cannot assign string to reference held by property A::$u of type string|int and property A::$i of type int, as this would result in an inconsistent type conversion
int(8)
int(8)
int(9)
