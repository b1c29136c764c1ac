--TEST--
A generator suspended in yield from another generator stays suspended while the inner one is resumed directly: traces (exceptions, debug_backtrace, debug_print_backtrace) still show its frame at its yield from, three levels deep; uncaught inner exceptions are raised at the yield from; sends and return values pass through
--FILE--
<?php
// A generator suspended in `yield from` another generator does not run
// while the inner one is resumed, yet traces show its frame below the
// inner one's, at the line of its `yield from`: exceptions made in the
// inner generator or in a function it calls, debug_backtrace() and
// debug_print_backtrace() there, three levels deep; an exception the inner
// one does not catch is raised at the `yield from`; values sent and
// return values pass through every level.
function where() { return array_map(fn($f) => ($f['function'] ?? '') . '@' . ($f['line'] ?? '-'), debug_backtrace()); }
function fail() { throw new RuntimeException("from fail"); }
function leaf() {
    yield 1;
    echo implode(' ', where()), "\n";
    yield 2;
    debug_print_backtrace();
    yield 3;
    echo (new Exception("made"))->getTraceAsString(), "\n";
    $x = yield 4;
    if ($x === "fail") { fail(); }
    yield 5;
    return "leafret";
}
function mid() {
    $r = yield from leaf();
    echo "mid got $r\n";
    yield 6;
    return "midret";
}
function top() {
    try {
        $r = yield from mid();
        echo "top got $r\n";
    } catch (RuntimeException $e) {
        echo "top caught ", $e->getMessage(), " line ", $e->getLine(), "\n";
        yield 7;
    }
}
foreach (top() as $k => $v) { echo "$k => $v\n"; }
ob_start();
$g = top();
$g->current();
$g->next();
$g->next();
$g->next();
ob_end_clean();
echo $g->send("fail"), "\n";
$g->next();
var_dump($g->valid());
foreach (top() as $v) { if ($v == 4) { break; } }
function thrower() { yield 1; throw new LogicException("leaf threw"); }
function wrapper() { yield from thrower(); }
function wrapper2() { yield from wrapper(); }
try {
    foreach (wrapper2() as $v) { echo "v=$v\n"; }
} catch (LogicException $e) {
    echo $e->getMessage(), " at line ", $e->getLine(), "\n", $e->getTraceAsString(), "\n";
}
function catcher() {
    try { yield from wrapper(); } catch (LogicException $e) { echo "catcher caught\n", $e->getTraceAsString(), "\n"; }
    yield 8;
}
foreach (catcher() as $v) { echo "v=$v\n"; }
--EXPECTF--
0 => 1
where@13 leaf@24 mid@31 top@38
1 => 2
#0 %s(24): leaf()
#1 %s(31): mid()
#2 %s(38): top()
2 => 3
#0 %s(24): leaf()
#1 %s(31): mid()
#2 %s(38): top()
#3 {main}
3 => 4
4 => 5
mid got leafret
0 => 6
top got midret
top caught from fail line 10
7
bool(false)
where@13 leaf@24 mid@31 top@49
#0 %s(24): leaf()
#1 %s(31): mid()
#2 %s(49): top()
#0 %s(24): leaf()
#1 %s(31): mid()
#2 %s(49): top()
#3 {main}
v=1
leaf threw at line 50
#0 %s(51): thrower()
#1 %s(52): wrapper()
#2 %s(54): wrapper2()
#3 {main}
v=1
catcher caught
#0 %s(51): thrower()
#1 %s(59): wrapper()
#2 %s(62): catcher()
#3 {main}
v=8
