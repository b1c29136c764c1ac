--TEST--
++, -- and compound assignments through a reference to a typed property
--FILE--
<?php
class C { public int $i = PHP_INT_MAX; public int $j = PHP_INT_MIN; public int|float $k = PHP_INT_MAX; public ?int $n = null; }
$c = new C;
$r = &$c->i;
try { $r++; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { ++$r; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
$r = 5; $r--; $r += 10; $r *= 2;
var_dump($c->i);
try { $r .= "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
try { $r /= 3; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
$r .= "1";
var_dump($c->i);
$j = &$c->j;
try { $j--; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { --$j; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->j);
$k = &$c->k;
$k++;
var_dump($c->k);
$n = &$c->n;
$n++;
var_dump($c->n);
try { $r += 1.5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
--EXPECTF--
Cannot increment a reference held by property C::$i of type int past its maximal value
Cannot increment a reference held by property C::$i of type int past its maximal value
int(9223372036854775807)
int(28)
Cannot assign string to reference held by property C::$i of type int
int(28)

Deprecated: Implicit conversion from float 9.333333333333334 to int loses precision in %s on line 12
int(9)
int(91)
Cannot decrement a reference held by property C::$j of type int past its minimal value
Cannot decrement a reference held by property C::$j of type int past its minimal value
int(-9223372036854775808)
float(9.223372036854776E+18)
int(1)

Deprecated: Implicit conversion from float 92.5 to int loses precision in %s on line 26
int(92)
