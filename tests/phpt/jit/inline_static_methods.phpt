--TEST--
JIT: pure static methods compiled inline (Class::m, self::m, static::m with an override in a subclass, from instance methods too), with the call made when a guard fails
--FILE--
<?php
class A {
    public static function inc($x) { return $x + 1; }
    public static function via($x) { return self::inc($x) + static::inc($x); }
    public function inst($x) { return static::inc($x) * 2; }
    public function par($x) { return $x - 1; }
}
class B extends A {
    public static function inc($x) { return $x + 100; }
    public function par($x) { return parent::par($x) * 3; }
}
$j = 0;
for ($i = 0; $i < 3000; $i++) {
    $j = A::inc($j);
    $j = A::via($j) - $j - 1;
    $j = B::via($j) - $j - 101;
}
echo $j, "\n";
$a = new A; $b = new B;
$s = 0;
for ($i = 0; $i < 3000; $i++) {
    $s += $a->inst($i) + $b->inst($i) + $b->par($i);
    $o = $i % 2 ? $a : $b;
    $s += $o::inc(1);
}
echo $s, "\n";
for ($i = 0; $i < 1500; $i++) {
    try { $r = A::inc($i == 1499 ? "abc" : $i); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
}
var_dump($r);
for ($i = 0; $i < 1500; $i++) { $r = A::inc(PHP_INT_MAX - 1 + ($i & 1)); }
var_dump($r);
--EXPECTF--
6000
32241000
Unsupported operand types: string + int
#0 %s(28): A::inc('abc')
#1 {main}
int(1499)
float(9.223372036854776E+18)
