--TEST--
Compound assignment changes types
--FILE--
<?php
$s = "5"; $s += 1; var_dump($s);
$i = 5; $i /= 2; var_dump($i);
$n = null; $n .= "x"; var_dump($n);
$f = 1.5; $f %= 1; var_dump($f);
$u = null; $u += 1; var_dump($u);
--EXPECTF--
int(6)
float(2.5)
string(1) "x"

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 5
int(0)
int(1)
