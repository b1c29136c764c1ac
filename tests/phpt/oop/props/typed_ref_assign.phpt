--TEST--
writes through a reference to a typed property are coerced or rejected, through every alias; binding a property to a reference checks it
--FILE--
<?php
class C { public int $i = 1; public ?string $s = null; public float $f = 1.0; public A $a; }
class A {}
$c = new C;
$r = &$c->i;
$r = "42";
var_dump($c->i);
$r = 3.0;
var_dump($c->i);
try { $r = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $r = []; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $r = null; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $r = new A; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i, $r);
$s = &$c->s;
$s = 5;
var_dump($c->s);
$s = null;
var_dump($c->s);
$f = &$c->f;
$f = 7;
var_dump($c->f);
// an alias of the reference checks too
$r2 = &$r;
try { $r2 = "nope"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($r2);
// uninitialized typed property
try { $x = &$c->a; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// assignment result
$y = ($r = "17");
var_dump($y, $c->i);
// unset the property: the reference is free
unset($c->i);
$r = "free";
var_dump($r);
// binding a property to a reference checks the value
$c2 = new C;
$v = "12";
$c2->i = &$v;
var_dump($v);
$w = "zz";
try { $c2->i = &$w; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c2->i);
try { $v = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($v);
--EXPECT--
int(42)
int(3)
Cannot assign string to reference held by property C::$i of type int
Cannot assign array to reference held by property C::$i of type int
Cannot assign null to reference held by property C::$i of type int
Cannot assign A to reference held by property C::$i of type int
int(3)
int(3)
string(1) "5"
NULL
float(7)
Cannot assign string to reference held by property C::$i of type int
int(3)
Error: Cannot access uninitialized non-nullable property C::$a by reference
int(17)
int(17)
string(4) "free"
int(12)
Cannot assign string to property C::$i of type int
int(12)
Cannot assign string to reference held by property C::$i of type int
int(12)
