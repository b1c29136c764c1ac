--TEST--
typed property coercion in non-strict mode
--FILE--
<?php
class A { public int $i = 0; public float $f = 0.0; public string $s = ''; public bool $b = false; public ?int $n = null; }
$a = new A;
$a->i = "42"; $a->f = 5; $a->s = 12; $a->b = "yes"; $a->n = "7";
var_dump($a);
$a->i = 3.0;
var_dump($a->i);
$a->f = "1e3";
var_dump($a->f);
--EXPECT--
object(A)#1 (5) {
  ["i"]=>
  int(42)
  ["f"]=>
  float(5)
  ["s"]=>
  string(2) "12"
  ["b"]=>
  bool(true)
  ["n"]=>
  int(7)
}
int(3)
float(1000)
