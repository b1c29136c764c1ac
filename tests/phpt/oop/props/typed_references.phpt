--TEST--
references to typed properties keep the type constraint
--FILE--
<?php
class A { public int $i = 1; }
$a = new A;
$r = &$a->i;
$r = "5";
var_dump($a->i);
try { $r = "nope"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->i);
--EXPECT--
int(5)
Cannot assign string to reference held by property A::$i of type int
int(5)
