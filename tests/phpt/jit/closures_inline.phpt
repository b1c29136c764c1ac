--TEST--
JIT: small closures called through a variable compiled inline (captured values of every kind, by reference, undefined ones in arrow functions, $this and its properties changing kind, an unbound $this, int overflow, the variable reassigned or freed during the call, rebinding, a closure replaced by another one of the same code)
--FILE--
<?php
class P {
    public $k = 3;
    public function adder() { return function ($x) { return $x + $this->k; }; }
    public function __destruct() { echo "P destroyed\n"; }
}
function run($name, $f, $n = 1500) {
    $j = 0;
    for ($i = 0; $i < $n; $i++) {
        $j = $f($i);
    }
    echo $name, ": "; var_dump($j);
}
$d = 2;
$f = function ($x) use ($d) { return $x + $d; };
$g = fn($x) => $x - $d;
$j = 0;
for ($i = 0; $i < 3000; $i++) { $j = $g($f($j)) + 1; }
echo $j, "\n";
// captured values of other kinds
foreach ([null, true, false, 1.5, "7", "abc", [1], PHP_INT_MAX] as $v) {
    $c = function ($x) use ($v) { return $x + $v; };
    try { run(gettype($v), $c); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
// returning a captured value as is
$s = "str"; $r = fn($x) => $s;
run("ret", $r);
// by reference: the loop changes it
$cnt = 1;
$byref = function ($x) use (&$cnt) { return $x * $cnt; };
for ($i = 0; $i < 1500; $i++) { $j = $byref($i); if ($i == 1000) $cnt = 3; }
echo $j, "\n";
// an arrow function capturing an undefined variable
$u = fn($x) => $x + $undef;
for ($i = 0; $i < 1200; $i++) { $j = @$u($i); }
echo $j, "\n";
echo $u(1), "\n";
// int overflow inside
$big = PHP_INT_MAX - 1000;
$o = function ($x) use ($big) { return $x + $big; };
for ($i = 0; $i < 1500; $i++) { $j = $o($i); }
var_dump($j);
// $this's property changing kind
$p = new P;
$h = $p->adder();
for ($i = 0; $i < 1500; $i++) {
    if ($i == 700) $p->k = 2.5;
    if ($i == 1100) $p->k = "4";
    if ($i == 1400) $p->k = 1;
    $j = $h($i);
}
var_dump($j);
// rebound to another object, and unbound
$q = new P; $q->k = 100;
for ($i = 0; $i < 1500; $i++) {
    if ($i == 800) $h = Closure::bind($h, $q, P::class);
    $j = $h($i);
}
var_dump($j);
$nb = function ($x) { return $x + $this->k; };
try { for ($i = 0; $i < 1500; $i++) { $j = $nb($i); } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// the variable reassigned: another closure of the same code, then another code
for ($i = 0; $i < 1500; $i++) {
    $w = $i;
    $add = function ($x) use ($w) { return $x + $w; };
    $j = $add(1);
}
echo $j, "\n";
$sel = [$f, $g];
for ($i = 0; $i < 1500; $i++) { $k = $sel[$i % 2]; $j = $k($i); }
echo $j, "\n";
// one call site, callables of every kind (objects without a payload
// made where closures were freed, a cloned closure, a static closure)
class Inv { public $z = 1; public function __invoke($x) { return $x * 3; } }
$mix = [$f, new Inv, 'abs', clone $f, static fn($x) => $x + 5, [new Inv, '__invoke']];
for ($i = 0; $i < 3000; $i++) {
    $k = $mix[$i % 6];
    if ($i % 7 == 0) { $tmp = function ($x) use ($d) { return $x; }; $tmp = null; $o = new Inv; }
    $j = $k(-$i);
}
echo $j, "\n";
// closures taking or returning by reference, at sites long enough for
// the loop to be compiled while it runs
// (each in a function of its own: a unit is compiled once, when its
// first loop is hot)
function byref_param() {
    $incr = function (&$x) { $x++; };
    $v = 0;
    for ($i = 0; $i < 200000; $i++) { $incr($v); }
    echo $v, "\n";
}
function byref_return() {
    $v = 0;
    $refr = function &() use (&$v) { return $v; };
    for ($i = 0; $i < 200000; $i++) { $rr = &$refr(); }
    $rr = -1; echo $v, "\n";
}
byref_param();
byref_return();
// freed during its own call
$e = function ($x) use ($d) { return $x + $d; };
for ($i = 0; $i < 1200; $i++) { $e2 = $e; $j = $e2($i); }
$j = $e($e = null);
var_dump($j, $e);
// the last handle on a bound $this dropped with its closure
$hh = (new P)->adder();
for ($i = 0; $i < 1200; $i++) { $j = $hh($i); }
echo "before\n";
$j = $hh($hh = null);
echo "after ", $j, "\n";
unset($p, $q, $h);
echo "done\n";
?>
--EXPECTF--
3000
NULL: int(1499)
boolean: int(1500)
boolean: int(1499)
double: float(1500.5)
string: int(1506)
TypeError: Unsupported operand types: int + string
TypeError: Unsupported operand types: int + array
integer: float(9.223372036854778E+18)
ret: string(3) "str"
4497
1199

Warning: Undefined variable $undef in %s on line 34
1
float(9.223372036854776E+18)
int(1500)
int(1599)
Error: Using $this when not in object context
1500
1497
-8997
200000
-1
int(2)
NULL
before
P destroyed
after 3
P destroyed
P destroyed
done
