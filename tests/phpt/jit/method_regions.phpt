--TEST--
JIT: method calls in direct regions, nested regions, polymorphic sites, temporaries as $this, errors while arguments are staged
--FILE--
<?php
// Method calls from compiled loops: direct regions at InitMethodC, nested
// regions (f(g(h($x)))), polymorphic sites, temporaries as $this, errors
// and destructors while arguments are staged.
class Counter {
    private $step = 1;
    public function add($x) { return $x + $this->step; }
    public function twice($x) { return $this->add($this->add($x)); }
    protected function hidden($x) { return $x * 2; }
    public function viaHidden($x) { return $this->hidden($this->add($x)); }
    public static function st($x) { return $x - 1; }
}
class Other extends Counter {
    public function add($x) { return $x + 10; }
}
class Noisy {
    public function __construct(public string $name, public bool $loud) {}
    public function __destruct() { if ($this->loud) echo "destruct {$this->name}\n"; }
    public function take($a, $b = 5) { return $a + $b; }
}
function f($x) { return $x + 1; }
function g($x) { return $x * 3; }
function h($x) { return $x - 2; }
function k($x) { return $x + 100; }
function boom($x) { if ($x > 150) throw new RuntimeException("boom $x"); return $x; }
function make($n) { return new Noisy("tmp$n", $n >= 140 || $n === 1 && !isset($GLOBALS['once'])); }

$c = new Counter();
$o = new Other();
$j = 0;
for ($i = 0; $i < 300; $i++) {
    $j = $c->add($j);
    $j = $c->twice($j) - 2;
    $j = $c->viaHidden($j) - $j;
}
echo "counter $j\n";

// Nested function regions, deeper than the nesting limit too.
$s = 0;
for ($i = 0; $i < 300; $i++) {
    $s += f(g(h($i)));
    $s += k(f(g(h($i))));
    $s -= $c->add(f($c->add($i)));
}
echo "nested $s\n";

// One site, two classes.
$objs = [$c, $o, $c, $o];
$t = 0;
for ($i = 0; $i < 400; $i++) {
    $t += $objs[$i & 3]->add($i);
}
echo "poly $t\n";

// Static method through an object, and a method on a temporary.
$u = 0;
for ($i = 0; $i < 200; $i++) {
    $u += $c->st($i);
    $u += make($i % 2)->take($i);
    if ($i == 198) echo "at 198\n";
    $GLOBALS['once'] = 1;
}
echo "temp $u\n";

// An exception from an argument while a temporary's call is staged.
for ($round = 0; $round < 2; $round++) {
    try {
        for ($i = 0; $i < 200; $i++) {
            $v = make($i)->take(boom($i * 1), f(boom($i + 1)));
        }
    } catch (RuntimeException $e) {
        echo "caught ", $e->getMessage(), " line ", $e->getLine(), "\n";
    }
}

// A call on null inside a compiled loop.
$arr = [$c, $c, $c];
try {
    for ($i = 0; $i < 300; $i++) {
        if ($i == 250) $arr[1] = null;
        $arr[$i % 3]->add($i);
    }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), " at ", $i, "\n";
}

// A warning (undefined variable) while arguments are staged, with an
// error handler that makes method calls of its own.
set_error_handler(function ($no, $msg) use ($c) {
    echo "handler: $msg ", $c->twice(1), "\n";
    return true;
});
$w = 0;
for ($i = 0; $i < 3; $i++) {
    $w += $c->add(f($i) + $c->add($undefinedVar ?? 0)) + $c->add($nope);
}
restore_error_handler();
echo "warned $w\n";

// Too few arguments, and a type error, in nested method regions.
class Typed {
    public function need(int $a, int $b) { return $a + $b; }
    public function one(int $a) { return $a; }
}
$ty = new Typed();
try {
    for ($i = 0; $i < 200; $i++) {
        $x = $ty->one($ty->need($i, $i));
        if ($i == 150) $x = $ty->one($ty->need($i));
    }
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    for ($i = 0; $i < 200; $i++) {
        $x = $ty->one($ty->need($i, $i == 120 ? "x$i" : $i));
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

// Deep recursion through methods.
class Rec {
    public function down($n) { return $n == 0 ? 0 : 1 + $this->down($n - 1); }
}
$r = new Rec();
$d = 0;
for ($i = 0; $i < 5; $i++) {
    $d += $r->down(20000);
}
echo "deep $d\n";
echo "done\n";
--EXPECTF--
counter 900
nested 250350
poly 82000
at 198
temp 40600
destruct tmp140
destruct tmp141
destruct tmp142
destruct tmp143
destruct tmp144
destruct tmp145
destruct tmp146
destruct tmp147
destruct tmp148
destruct tmp149
destruct tmp150
caught boom 151 line 25
destruct tmp140
destruct tmp141
destruct tmp142
destruct tmp143
destruct tmp144
destruct tmp145
destruct tmp146
destruct tmp147
destruct tmp148
destruct tmp149
destruct tmp150
caught boom 151 line 25
Error: Call to a member function add() on null at 250
handler: Undefined variable $nope 3
handler: Undefined variable $nope 3
handler: Undefined variable $nope 3
warned 15
ArgumentCountError: Too few arguments to function Typed::need(), 1 passed in %s on line 109 and exactly 2 expected
TypeError: Typed::need(): Argument #2 ($b) must be of type int, string given, called in %s on line 116
deep 100000
done
