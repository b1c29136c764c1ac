--TEST--
Cached $o->p++ / $o->p op= v on typed and readonly properties, visibility and magic
--FILE--
<?php
class T {
    public int $i = PHP_INT_MAX - 1;
    public float $f = 0.5;
    public string $s = "";
    public ?int $n = null;
    public function __construct(public readonly int $r = 1) {}
    public function bumpR() { $this->r++; }
    public function addR() { $this->r += 1; }
}
$t = new T;
for ($k = 0; $k < 3; $k++) {
    try {
        $t->i++;
        var_dump($t->i);
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        $t->i += 1;
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    $t->f += 2;
    $t->s .= "z";
    try {
        $t->n++;
        $t->n += 1;
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        $t->bumpR();
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        $t->addR();
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump($t);
class P {
    protected $p = 1;
    private $q = 2;
    public function inc() { $this->p++; $this->q += 10; return [$this->p, $this->q]; }
}
class C extends P {
    private $q = 100;
    public function incC() { $this->q++; return $this->q; }
}
$c = new C;
for ($k = 0; $k < 2; $k++) {
    var_dump($c->inc(), $c->incC());
    try {
        $c->p++;
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
class M {
    private $data = ['v' => 1];
    public function __get($n) { echo "get $n\n"; return $this->data[$n] ?? 0; }
    public function __set($n, $v) { echo "set $n\n"; $this->data[$n] = $v; }
}
$m = new M;
for ($k = 0; $k < 2; $k++) {
    $m->v++;
    $m->v += 2;
}
var_dump($m);
$o = new stdClass;
for ($k = 0; $k < 2; $k++) {
    $o->d++;
    $o->e .= "x";
}
var_dump($o);
--EXPECTF--
int(9223372036854775807)
TypeError: Cannot assign float to property T::$i of type int
Error: Cannot modify readonly property T::$r
Error: Cannot modify readonly property T::$r
TypeError: Cannot increment property T::$i of type int past its maximal value
TypeError: Cannot assign float to property T::$i of type int
Error: Cannot modify readonly property T::$r
Error: Cannot modify readonly property T::$r
TypeError: Cannot increment property T::$i of type int past its maximal value
TypeError: Cannot assign float to property T::$i of type int
Error: Cannot modify readonly property T::$r
Error: Cannot modify readonly property T::$r
object(T)#1 (5) {
  ["i"]=>
  int(9223372036854775807)
  ["f"]=>
  float(6.5)
  ["s"]=>
  string(3) "zzz"
  ["n"]=>
  int(6)
  ["r"]=>
  int(1)
}
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(12)
}
int(101)
Cannot access protected property C::$p
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(22)
}
int(102)
Cannot access protected property C::$p
get v
set v
get v
set v
get v
set v
get v
set v
object(M)#4 (1) {
  ["data":"M":private]=>
  array(1) {
    ["v"]=>
    int(7)
  }
}

Warning: Undefined property: stdClass::$d in %s on line 75

Warning: Undefined property: stdClass::$e in %s on line 76
object(stdClass)#5 (2) {
  ["d"]=>
  int(2)
  ["e"]=>
  string(2) "xx"
}
