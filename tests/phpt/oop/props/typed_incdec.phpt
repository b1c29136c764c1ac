--TEST--
increment and decrement of typed int properties at the limits
--FILE--
<?php
class A { public int $i = PHP_INT_MAX; public ?int $n = null; public float $f = 1.5; }
$a = new A;
try { $a->i++; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->i);
$a->i = PHP_INT_MIN;
try { --$a->i; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$a->n++;
$a->f++;
var_dump($a->n, $a->f);
--EXPECT--
Cannot increment property A::$i of type int past its maximal value
int(9223372036854775807)
Cannot decrement property A::$i of type int past its minimal value
int(1)
float(2.5)
