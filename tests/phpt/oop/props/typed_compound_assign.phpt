--TEST--
compound assignment on typed properties checks the result type
--FILE--
<?php
class A { public int $i = 10; public string $s = "a"; }
$a = new A;
$a->i += 5;
$a->s .= "b";
try { $a->i /= 4; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$a->i *= 2;
var_dump($a->i, $a->s);
--EXPECTF--

Deprecated: Implicit conversion from float 3.75 to int loses precision in %s on line 6
int(6)
string(2) "ab"
