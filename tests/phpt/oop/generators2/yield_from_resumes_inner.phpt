--TEST--
Resuming a generator suspended in yield from another generator: sends, throws, inner exceptions caught around the yield from, return values, traces through every delegating frame, shared delegates, a running generator.
--FILE--
<?php
// Resuming a generator suspended in `yield from` another generator moves
// the inner one on directly: values sent and exceptions thrown reach the
// innermost generator, an exception it does not catch is raised at the
// `yield from` of the one around it (which may catch it), a finished inner
// generator gives its return value, and traces show every delegating
// frame. A delegate shared by two generators, and one run while it is
// being delegated to.
function inner() { $x = yield 1; echo "inner got ", var_export($x, true), "\n"; $y = yield 2; echo "inner got ", var_export($y, true), "\n"; return "ret"; }
function outer() { $r = yield from inner(); echo "outer r=$r\n"; $z = yield 3; echo "outer got ", var_export($z, true), "\n"; return 9; }
function top() { $r = yield from outer(); echo "top r=$r\n"; yield 4; }
foreach (top() as $k => $v) { echo "$k => $v\n"; }
$g = top();
echo $g->current(), "\n";
echo $g->send("a"), "\n";
echo $g->send("b"), "\n";
var_dump($g->send("c"));
$g->next();
var_dump($g->valid());
function in2() { try { yield 1; yield 2; } catch (Exception $e) { echo "in2 caught ", $e->getMessage(), "\n"; yield 10; } }
function out2() { try { yield from in2(); yield 3; } catch (Exception $e) { echo "out2 caught ", $e->getMessage(), "\n"; yield 20; } }
$g = out2();
echo $g->current(), "\n";
echo $g->throw(new Exception("A")), "\n";
echo $g->throw(new Exception("B")), "\n";
$g->next();
var_dump($g->valid());
function in3() { yield 1; throw new RuntimeException("in3"); }
function out3() { try { yield from in3(); } catch (RuntimeException $e) { echo "out3 caught ", $e->getMessage(), " line ", $e->getLine(), "\n", $e->getTraceAsString(), "\n"; } yield 5; return 6; }
$g = out3();
foreach ($g as $k => $v) { echo "$k=$v\n"; }
echo $g->getReturn(), "\n";
function leaf($n) { if ($n == 0) { yield 1; throw new LogicException("deep"); } yield from leaf($n - 1); }
try { foreach (leaf(3) as $v) { echo $v, "\n"; } } catch (LogicException $e) { echo $e->getTraceAsString(), "\n"; }
function lvl($n) { if ($n == 0) { yield 1; yield 2; return 0; } $r = yield from lvl($n - 1); return $r + 1; }
$g = lvl(5);
foreach ($g as $k => $v) { echo "$k:$v "; }
echo $g->getReturn(), "\n";
function acc() { $t = 0; while (true) { $v = yield $t; if ($v === null) { return $t; } $t += $v; } }
function wrap() { $r = yield from acc(); echo "acc returned $r\n"; yield "end"; }
$g = wrap(); $g->current();
foreach ([1, 2, 3] as $x) { echo $g->send($x), " "; }
echo "\n", $g->send(null), "\n";
function sh() { for ($i = 0; $i < 4; $i++) { yield $i; } return "shdone"; }
function d1($s) { $r = yield from $s; echo "d1 r=$r\n"; }
$s = sh();
$a = d1($s); $b = d1($s);
echo $a->current(), " ", $b->current(), "\n";
$a->next(); echo $a->current(), " ", $b->current(), "\n";
$b->next(); echo $a->current(), " ", $b->current(), "\n";
$s->next(); echo $a->current(), " ", $b->current(), " ", $s->current(), "\n";
$a->next(); $a->next();
var_dump($a->valid(), $b->valid());
$b->next();
var_dump($b->valid());
function selfish() { global $outerGen; yield 1; $outerGen->next(); yield 2; }
function around() { yield from selfish(); }
$outerGen = around(); $outerGen->current();
try { $outerGen->next(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($outerGen->valid());
--EXPECTF--
0 => 1
inner got NULL
1 => 2
inner got NULL
outer r=ret
0 => 3
outer got NULL
top r=9
0 => 4
1
inner got 'a'
2
inner got 'b'
outer r=ret
3
outer got 'c'
top r=9
int(4)
bool(false)
1
in2 caught A
10
out2 caught B
20
bool(false)
0=1
out3 caught in3 line 28
#0 %s(29): in3()
#1 %s(31): out3()
#2 {main}
0=5
6
1
#0 %s(33): leaf(0)
#1 %s(33): leaf(1)
#2 %s(33): leaf(2)
#3 %s(34): leaf(3)
#4 {main}
0:1 1:2 5
1 3 6 
acc returned 6
end
0 0
1 1
2 2
3 3 3
d1 r=shdone
bool(false)
bool(true)
d1 r=shdone
bool(false)
Error: Cannot resume an already running generator
bool(false)
