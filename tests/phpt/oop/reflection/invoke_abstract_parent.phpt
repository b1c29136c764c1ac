--TEST--
invoking an inherited method on a subclass instance
--FILE--
<?php
abstract class Sh { abstract public function area(): float; public function describe(): string { return static::class . ' ' . $this->area(); } }
final class Sq extends Sh { public function __construct(private float $s = 2) {} public function area(): float { return $this->s ** 2; } }
$m = new ReflectionMethod('Sh', 'describe');
echo $m->invoke(new Sq(3)), "\n";
var_dump((new ReflectionClass('Sq'))->isFinal(), (new ReflectionClass('Sh'))->getModifiers(), (new ReflectionClass('Sq'))->getModifiers());
class WithStatic { public function counter() { static $n = 0; return ++$n; } }
$w = new ReflectionMethod('WithStatic', 'counter');
echo $w->invoke(new WithStatic), $w->invoke(new WithStatic), "\n";
?>
--EXPECT--
Sq 9
bool(true)
int(64)
int(32)
12
