--TEST--
JIT: new in compiled loops (user constructors called directly, promoted and default parameters, no constructor, typed parameters' errors, readonly properties, private and abstract classes, a throwing constructor's trace, by-reference parameters, destructors, class names in variables, built-in classes, anonymous classes, objects as arguments)
--FILE--
<?php
class P { public $sum; public function __construct(public $a, public $b = 5) { $this->sum = $a + $b; } }
class Bare { public $v = 1; }
class T { public function __construct(public int $n) {} }
class R { public function __construct(public readonly array $list) {} }
class Priv { private function __construct() {} public static function make() { return new static(); } }
abstract class Abs {}
class Thrower { public function __construct($x) { if ($x > 1990) throw new LogicException("bad $x"); } }
class ByRef { public function __construct(&$x) { $x++; } }
class D { public function __construct(public $id) {} public function __destruct() { if ($this->id % 500 == 0) echo "d{$this->id} "; } }
class Outer { public function __construct(public P $p) {} }
class Ret { public function __construct() { return 42; } }
$s = 0;
for ($i = 0; $i < 2000; $i++) {
    $p = new P($i, 1);
    $q = new P($i);
    $b = new Bare();
    $s += $p->sum + $q->sum + $b->v;
    $o = new Outer(new P($i * 2));
    $s += $o->p->sum;
    $r = new Ret();
}
echo $s, "\n";
var_dump($r);
for ($i = 0; $i < 1500; $i++) {
    try { $t = new T($i == 1499 ? "x" : ($i % 2 ? "7" : $i)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
var_dump($t);
for ($i = 0; $i < 1200; $i++) { $r = new R([$i]); }
var_dump($r);
for ($i = 0; $i < 1200; $i++) {
    try { $x = new Priv(); } catch (Error $e) { if ($i == 0) echo $e->getMessage(), "\n"; }
    try { $x = new Abs(); } catch (Error $e) { if ($i == 0) echo $e->getMessage(), "\n"; }
    $x = Priv::make();
}
echo get_class($x), "\n";
try { for ($i = 0; $i < 2000; $i++) { $t = new Thrower($i); } } catch (LogicException $e) { echo $e->getMessage(), " ", $e->getLine(), "\n", $e->getTraceAsString(), "\n"; }
$v = 0;
for ($i = 0; $i < 1200; $i++) { $br = new ByRef($v); }
echo $v, "\n";
for ($i = 0; $i < 1600; $i++) { $d = new D($i); }
echo "\n";
$names = ['P', 'Bare'];
for ($i = 0; $i < 1200; $i++) { $cn = $names[$i % 2]; $z = new $cn(3); }
var_dump($z);
for ($i = 0; $i < 1200; $i++) {
    $ao = new ArrayObject([$i, 2]);
    $st = new SplStack();
    $st->push($i);
    $ex = new RuntimeException("m$i", $i);
    $an = new class($i) { public function __construct(public $k) {} };
}
echo count($ao), " ", $st->top(), " ", $ex->getMessage(), " ", $ex->getCode(), " ", $an->k, "\n";
function f($o) { return $o->a; }
for ($i = 0; $i < 1200; $i++) { $s = f(new P($i)) + strlen(get_class(new Bare)); }
echo $s, "\n";
--EXPECTF--
8020000
object(Ret)#4 (0) {
}
T::__construct(): Argument #1 ($n) must be of type int, string given, called in %s on line 26
object(T)#6 (1) {
  ["n"]=>
  int(1498)
}
object(R)#4 (1) {
  ["list"]=>
  array(1) {
    [0]=>
    int(1199)
  }
}
Call to private Priv::__construct() from global scope
Cannot instantiate abstract class Abs
Priv
bad 1991 8
#0 %s(37): Thrower->__construct(1991)
#1 {main}
1200
d0 d500 d1000 d1500 
object(Bare)#13 (1) {
  ["v"]=>
  int(1)
}
2 1199 m1199 1199 1199
1203
