--TEST--
Methods whose bodies call other methods, compiled inline with those
calls inline too: `$this->m()` and `self::`, `static::`, `parent::` and
named static calls inside, sites that see subclasses and overrides (the
inner call's own site, `static::` for another called class), and the
fall-back calls (a property no longer a number, an int overflow, an
argument no number, a missing argument), with errors and their traces
from the calls made after all
--FILE--
<?php
class C {
    public $step = 1;
    public function add($x) { return $x + $this->step; }
    public function twice($x) { return $this->add($this->add($x)); }
    public function both($x) { return $this->add($x) * $this->add(2); }
    public function short($x) { return $this->need($x); }
    public function need($x, $y) { return $x + $y; }
    public function deflt($x) { return $this->opt($x); }
    public function opt($x, $y = 5) { return $x + $y; }
}
class D extends C {}
class E extends C {
    public function add($x) { return $x - $this->step; }
}
class M {
    public static function inc($x) { return $x + 1; }
    public static function viaSelf($x) { return self::inc($x) + static::inc($x); }
    public static function named($x) { return M::inc($x) - N::inc(2); }
}
class N extends M {
    public static function inc($x) { return $x + 10; }
    public static function up($x) { return parent::inc($x) * 2; }
}

$c = new C;
$d = new D;
$e = new E;
$j = 0;
$k = 0;
for ($i = 0; $i < 30000; $i++) {
    $j = $c->twice($j) - 2;
    $k += $c->both($i % 7);
    // The same sites with objects of other classes: inherited, overridden.
    $o = $i % 3 == 0 ? $d : ($i % 3 == 1 ? $e : $c);
    $j = $o->twice($j);
    $k += $o->both(1);
}
var_dump($j, $k);

$s = 0;
for ($i = 0; $i < 30000; $i++) {
    $s += M::viaSelf($i) - N::viaSelf($i) + M::named($i) + N::up($i);
}
var_dump($s);

// A property that stops being a number, then becomes an array; an int
// overflow; an argument that is no number.
$r = [];
for ($i = 0; $i < 30000; $i++) {
    if ($i == 299990) {
        $c->step = "7";
    }
    if ($i == 299996) {
        $c->step = 2.5;
    }
    if ($i == 299998) {
        $c->step = [1];
    }
    try {
        $r[] = $c->twice($i == 299992 ? "5" : ($i == 299993 ? PHP_INT_MAX : $i));
    } catch (TypeError $ex) {
        echo get_class($ex), ": ", $ex->getMessage(), " at line ", $ex->getLine(), "\n";
        echo $ex->getTraceAsString(), "\n";
    }
}
var_dump(array_slice($r, -10));
$c->step = 1;
for ($i = 0; $i < 30000; $i++) {
    $r2 = M::viaSelf($i == 29999 ? PHP_INT_MAX : $i);
    $r3 = M::viaSelf($i == 299998 ? "12" : $i);
    try {
        $r4 = N::viaSelf($i == 29999 ? "x" . $i : $i);
    } catch (TypeError $ex) {
        echo get_class($ex), ": ", $ex->getMessage(), "\n";
        echo $ex->getTraceAsString(), "\n";
    }
}
var_dump($r2, $r3, $r4);

// Calls that are not inlined: a missing argument, a default.
$t = 0;
for ($i = 0; $i < 30000; $i++) {
    $t += $c->deflt($i);
    if ($i == 29999) {
        try {
            $c->short($i);
        } catch (ArgumentCountError $ex) {
            echo $ex->getMessage(), "\n";
            echo $ex->getTraceAsString(), "\n";
        }
    }
}
var_dump($t);
--EXPECTF--
int(20000)
int(479985)
int(1349415000)
array(10) {
  [0]=>
  int(29992)
  [1]=>
  int(29993)
  [2]=>
  int(29994)
  [3]=>
  int(29995)
  [4]=>
  int(29996)
  [5]=>
  int(29997)
  [6]=>
  int(29998)
  [7]=>
  int(29999)
  [8]=>
  int(30000)
  [9]=>
  int(30001)
}
TypeError: Unsupported operand types: string + int
#0 %s(18): M::inc('x29999')
#1 %s(73): M::viaSelf('x29999')
#2 {main}
float(1.8446744073709552E+19)
int(60000)
int(60007)
Too few arguments to function C::need(), 1 passed in %s on line 7 and exactly 2 expected
#0 %s(7): C->need(29999)
#1 %s(87): C->short(29999)
#2 {main}
int(450135000)
