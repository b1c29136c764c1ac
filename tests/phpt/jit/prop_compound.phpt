--TEST--
JIT: compound assignments to properties and $this as a value in methods called directly (plain, typed, readonly, magic)
--FILE--
<?php
// Compound assignments to properties ($this->p op= v) and $this as a
// value, in methods called directly from compiled loops: plain, typed
// (coercion), untyped (an operand TypeError), readonly, magic (__get/__set), string concat.
class Acc {
    public $total = 0;
    public int $n = 0;
    public string $log = "";
    public function __construct(public readonly int $fixed = 1) {}
    public function add($x) { $this->total += $x; $this->n += 1; return $this->total; }
    public function note($s) { $this->log .= $s; return strlen($this->log); }
    public function self() { $me = $this; return $me; }
    public function bad($x) { $this->n += $x; return $this->n; }
    public function badUntyped($x) { $this->total -= $x; return $this->total; }
    public function frozen() { $this->fixed += 1; }
}
class Magic {
    private $data = ['v' => 0];
    public function __get($k) { return $this->data[$k] ?? null; }
    public function __set($k, $v) { echo $v % 100 === 0 ? "set $k=$v\n" : ""; $this->data[$k] = $v; }
    public function bump() { $this->v += 10; return $this->v; }
}
$a = new Acc();
$s = 0;
for ($i = 0; $i < 500; $i++) {
    $s += $a->add($i);
    $s += $a->note($i % 10 == 0 ? "x" : "");
    if ($a->self() !== $a) echo "not same\n";
}
echo "acc $s {$a->total} {$a->n} ", strlen($a->log), "\n";
$m = new Magic();
for ($i = 0; $i < 300; $i++) {
    $r = $m->bump();
}
echo "magic $r\n";
try {
    for ($i = 0; $i < 300; $i++) {
        $a->badUntyped($i == 250 ? [] : 1);
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), " at $i\n";
}
try {
    for ($i = 0; $i < 300; $i++) {
        $a->bad($i == 280 ? 1.5 : 1);
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), " at $i\n";
}
echo $a->n, "\n";
try {
    for ($i = 0; $i < 300; $i++) {
        if ($i == 290) $a->frozen();
        $a->add(1);
    }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), " at $i\n";
}
echo "done\n";
--EXPECTF--
acc 20846000 124750 500 50
set v=100
set v=200
set v=300
set v=400
set v=500
set v=600
set v=700
set v=800
set v=900
set v=1000
set v=1100
set v=1200
set v=1300
set v=1400
set v=1500
set v=1600
set v=1700
set v=1800
set v=1900
set v=2000
set v=2100
set v=2200
set v=2300
set v=2400
set v=2500
set v=2600
set v=2700
set v=2800
set v=2900
set v=3000
magic 3000
TypeError: Unsupported operand types: int - array at 250

Deprecated: Implicit conversion from float 781.5 to int loses precision in %s on line 13
800
Error: Cannot modify readonly property Acc::$fixed at 290
done
