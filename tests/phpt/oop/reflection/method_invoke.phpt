--TEST--
ReflectionMethod invoke and invokeArgs
--FILE--
<?php
class Calc { private $base = 10; public function add($a, $b = 0) { return $this->base + $a + $b; } public static function twice($x) { return $x * 2; } private function secret() { return 'secret ' . $this->base; } }
$c = new Calc;
$m = new ReflectionMethod('Calc', 'add');
var_dump($m->invoke($c, 1, 2));
var_dump($m->invokeArgs($c, [5]));
var_dump($m->invokeArgs($c, ['b' => 3, 'a' => 1]));
$s = new ReflectionMethod('Calc', 'twice');
var_dump($s->invoke(null, 21));
$p = new ReflectionMethod('Calc', 'secret');
$p->setAccessible(true);
var_dump($p->invoke($c));
?>
--EXPECT--
int(13)
int(15)
int(14)
int(42)
string(9) "secret 10"
