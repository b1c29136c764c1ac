--TEST--
Generators resumed many times (their code runs compiled from each resume point and the next yield is made from there): overflow, kinds that change, values sent and unused, exceptions between yields, loops and calls in the body, destructors of sent values, undefined variables.
--FILE--
<?php
// Generators resumed many times (their code then runs compiled from the
// point after each yield, and the next yield is made from there): ints
// that overflow, values whose kinds change, a value sent in and one not
// used, an exception raised between two yields (its line and trace) and
// one caught inside the generator, a foreach and calls inside the body,
// a destructor of a value sent in, and undefined variables.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
function counter($n) { for ($i = 0; $i < $n; $i++) { yield $i => $i * 2; } return "done $n"; }
$s = 0; $g = counter(3000);
foreach ($g as $k => $v) { $s += $v - $k; }
echo $s, " ", $g->getReturn(), "\n";
function big() { $i = PHP_INT_MAX - 1500; while (true) { yield $i; $i++; } }
$n = 0; foreach (big() as $v) { if (++$n == 1503) { var_dump($v); break; } }
function echoer() { $sum = 0; while (true) { $v = yield $sum; $sum += $v; } }
$e = echoer(); $e->current();
for ($i = 0; $i < 3000; $i++) { $e->send($i & 7); }
var_dump($e->current());
$e->send(1.5); var_dump($e->current());
$e->send("2"); var_dump($e->current());
try { $e->send("x"); } catch (TypeError $t) { echo get_class($t), ": ", $t->getMessage(), " line ", $t->getLine(), "\n"; }
var_dump($e->valid());
function joiner() { $t = ""; while (true) { $v = yield strlen($t); $t .= $v; } }
$j = joiner(); $j->current();
for ($i = 0; $i < 2000; $i++) { $j->send($i % 10); }
var_dump($j->current());
function divider() { $i = 1500; while (true) { yield intdiv(3000, $i); $i--; } }
$c = 0;
try { foreach (divider() as $v) { $c += $v; } } catch (DivisionByZeroError $x) { echo get_class($x), " line ", $x->getLine(), " after $c\n"; echo $x->getTraceAsString(), "\n"; }
function careful() { $i = 1500; while ($i > -2) { try { $r = yield 3000 % $i; } catch (DivisionByZeroError $x) { echo "caught ", $x->getMessage(), "\n"; } $i--; } }
$c = 0; foreach (careful() as $v) { $c += $v; } echo $c, "\n";
function walker($rows) { foreach ($rows as $k => $row) { $t = 0; foreach ($row as $x) { $t += $x; } yield $k => $t + count($row); } }
$rows = []; for ($i = 0; $i < 2000; $i++) { $rows["r$i"] = [$i, $i + 1, $i * 2]; }
$t = 0; $last = null; foreach (walker($rows) as $k => $v) { $t += $v; $last = $k; } echo "$t $last\n";
function sink() { while (true) { yield; } }
$s = sink(); $s->current();
for ($i = 0; $i < 1500; $i++) { $s->send($i); }
for ($i = 0; $i < 2; $i++) { $s->send(new D($i)); echo "after send $i\n"; }
function keeper() { while (true) { $x = yield; } }
$k = keeper(); $k->current();
for ($i = 0; $i < 1500; $i++) { $k->send($i); }
$k->send(new D("kept")); echo "after kept\n"; $k->send(1); echo "after next\n";
function undef() { while (true) { yield $nope; } }
$w = 0; $msg = "";
set_error_handler(function ($no, $m) use (&$w, &$msg) { $w++; $msg = $m; return true; });
$u = undef(); $m = 0; foreach ($u as $v) { if (++$m == 1500) break; } var_dump($v, $w, $msg);
restore_error_handler();
--EXPECTF--
4498500 done 3000
float(9.223372036854776E+18)
int(10500)
float(10501.5)
float(10503.5)
TypeError: Unsupported operand types: float + string line 15
bool(false)
int(2000)
DivisionByZeroError line 27 after 22996
#0 %s(27): intdiv(3000, 0)
#1 %s(29): divider()
#2 {main}
caught Modulo by zero
470580
8004000 r1999
destruct 0
after send 0
destruct 1
after send 1
after kept
destruct kept
after next
NULL
int(1500)
string(24) "Undefined variable $nope"
