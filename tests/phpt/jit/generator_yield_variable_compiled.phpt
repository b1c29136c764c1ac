--TEST--
Generators resumed hot, yielding variables from compiled code (the pair made and the frame suspended from the resumption's own path): ints, floats, strings, arrays, objects and references held in the yielded variable, a variable whose kind changes, an undefined one whose warning's handler reads the generator, explicit and automatic keys mixed, a by-reference generator, a generator resumed from inside itself, and an exception thrown through a yield from chain (its trace).
--FILE--
<?php
// Generators resumed many times (their code then runs compiled from each
// resume point, and the next yield is made there): the yielded value
// read from a variable of each kind, a variable whose kind changes, an
// undefined variable whose warning's handler reads the generator,
// explicit and automatic keys mixed, a by-reference generator, a
// generator resumed from inside itself, and an exception thrown through
// a `yield from` chain, with its trace.
class P { public $n; function __construct($n) { $this->n = $n; } }
function kinds($n) {
    for ($i = 0; $i < $n; $i++) {
        $v = $i;
        switch ($i % 6) {
            case 1: $v = $i / 4; break;
            case 2: $v = "s$i"; break;
            case 3: $v = [$i, $i + 1]; break;
            case 4: $v = new P($i); break;
            case 5: $x = $i * 10; $v = &$x; break;
        }
        yield $v;
        unset($v);
    }
}
$sum = 0; $last = [];
foreach (kinds(3000) as $k => $v) {
    if (is_int($v) || is_float($v)) { $sum += $v; }
    elseif (is_string($v)) { $sum += strlen($v); }
    elseif (is_array($v)) { $sum += $v[1]; }
    else { $sum += $v->n; }
    if ($k >= 2994) { $last[] = is_object($v) ? get_class($v) . " " . $v->n : $v; }
}
echo $sum, "\n";
var_dump($last);

function accum() {
    $total = 0;
    while (true) {
        $in = yield $total;
        $total += $in;
        if ($total > 5000 && $total < 5010) { $total = "big"; $total = 5010; }
    }
}
$a = accum(); $a->current();
for ($i = 0; $i < 2500; $i++) { $a->send($i & 3); }
var_dump($a->current(), $a->key());

function mixed_keys($n) {
    for ($i = 0; $i < $n; $i++) {
        if ($i % 3 == 0) { yield $i => $i; } else { yield $i; }
    }
}
$ks = 0; $vs = 0; $lk = null;
foreach (mixed_keys(3000) as $k => $v) { $ks += $k; $vs += $v; $lk = $k; }
echo $ks, " ", $vs, " ", $lk, "\n";

function holes($n) {
    for ($i = 0; $i < $n; $i++) {
        if ($i == $n - 2) { yield $nope; } else { yield $i; }
    }
}
$hg = holes(2200);
set_error_handler(function ($no, $msg) use (&$hg) {
    echo "handler: $msg; current ", var_export($hg->current(), true), "\n";
    return true;
});
$hs = 0;
foreach ($hg as $v) { $hs += (int)$v; }
restore_error_handler();
echo $hs, "\n";

function &refs(array &$arr) {
    foreach ($arr as $k => &$v) { yield $k => $v; }
}
$arr = range(1, 2500);
foreach (refs($arr) as &$r) { $r *= 2; }
unset($r);
echo array_sum($arr), "\n";

function selfish() {
    global $sg;
    for ($i = 0; ; $i++) {
        if ($i == 2100) {
            try { $sg->next(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        }
        yield $i;
    }
}
$sg = selfish();
foreach ($sg as $v) { if ($v >= 2102) { break; } }
echo $v, "\n";

function inner($n) {
    for ($i = 0; $i < $n; $i++) {
        if ($i == $n - 1) { throw new LogicException("inner at $i"); }
        yield $i;
    }
}
function middle($n) { $r = yield from inner($n); return $r; }
function outer($n) { yield from middle($n); }
$t = 0;
try {
    foreach (outer(2600) as $v) { $t += $v; }
} catch (LogicException $e) {
    echo $t, " ", $e->getMessage(), " line ", $e->getLine(), "\n";
    echo $e->getTraceAsString(), "\n";
}
--EXPECTF--
9949064
array(6) {
  [0]=>
  int(2994)
  [1]=>
  float(748.75)
  [2]=>
  string(5) "s2996"
  [3]=>
  array(2) {
    [0]=>
    int(2997)
    [1]=>
    int(2998)
  }
  [4]=>
  string(6) "P 2998"
  [5]=>
  int(29990)
}
int(3750)
int(2500)
4498500 4498500 2999
handler: Undefined variable $nope; current 2197
2416702
6252500
Error: Cannot resume an already running generator
2102
3376101 inner at 2599 line 94
#0 %s(98): inner(2600)
#1 %s(99): middle(2600)
#2 %s(102): outer(2600)
#3 {main}
