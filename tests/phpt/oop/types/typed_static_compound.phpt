--TEST--
Typed static properties: compound assignments and ++/-- checked and coerced, int overflow is a TypeError
--FILE--
<?php
class A { public int $p = PHP_INT_MAX; public static int $s = PHP_INT_MAX; public static ?int $n = PHP_INT_MIN; public static int $q = 5; public static float $f = 1; }
$a = new A;
try { $a->p++; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->p);
try { A::$s++; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { ++A::$s; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { A::$n--; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { A::$q .= "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { A::$q += 1.5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
A::$q += 2; var_dump(A::$q);
A::$f += 2; var_dump(A::$f);
A::$f++; var_dump(A::$f);
try { A::$q += PHP_INT_MAX; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(A::$s, A::$n, A::$q);
--EXPECTF--
Cannot increment property A::$p of type int past its maximal value
int(9223372036854775807)
Cannot increment property A::$s of type int past its maximal value
Cannot increment property A::$s of type int past its maximal value
Cannot decrement property A::$n of type ?int past its minimal value
Cannot assign string to property A::$q of type int

Deprecated: Implicit conversion from float 6.5 to int loses precision in %s on line 10
int(8)
float(3)
float(4)
Cannot assign float to property A::$q of type int
int(9223372036854775807)
int(-9223372036854775808)
int(8)
