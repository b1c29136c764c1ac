--TEST--
Errors about a method call's arguments show the call as php does: the
method with `->` when it has a `$this` (too few arguments, a typed
parameter given the wrong type), and an unknown or repeated named
argument raised at the call, before the callee's frame (its trace starts
at the caller)
--FILE--
<?php
class C {
    public function need($x, $y) { return $x + $y; }
    public function short($x) { return $this->need($x); }
    public function t(int $x) { return $x; }
    public function n($a, $b = 2) { return $a + $b; }
    public static function s($a, $b) { return $a; }
}
function g($a, $b = 1) { return $a; }
function h() { return g(1, q: 3); }
$c = new C;
$tries = [
    fn() => $c->need(1),
    fn() => $c->short(1),
    fn() => $c->t("abc"),
    fn() => C::s(1),
    fn() => $c->n(1, a: 3),
    fn() => $c->n(1, z: 3),
    fn() => g(1, a: 3),
    fn() => h(),
];
foreach ($tries as $k => $f) {
    try {
        $f();
    } catch (Error $e) {
        echo $k, " ", get_class($e), ": ", $e->getMessage(), " (line ", $e->getLine(), ")\n";
        echo $e->getTraceAsString(), "\n";
    }
}
--EXPECTF--
0 ArgumentCountError: Too few arguments to function C::need(), 1 passed in %s on line 13 and exactly 2 expected (line 3)
#0 %s(13): C->need(1)
#1 %s(24): {closure}()
#2 {main}
1 ArgumentCountError: Too few arguments to function C::need(), 1 passed in %s on line 4 and exactly 2 expected (line 3)
#0 %s(4): C->need(1)
#1 %s(14): C->short(1)
#2 %s(24): {closure}()
#3 {main}
2 TypeError: C::t(): Argument #1 ($x) must be of type int, string given, called in %s on line 15 (line 5)
#0 %s(15): C->t('abc')
#1 %s(24): {closure}()
#2 {main}
3 ArgumentCountError: Too few arguments to function C::s(), 1 passed in %s on line 16 and exactly 2 expected (line 7)
#0 %s(16): C::s(1)
#1 %s(24): {closure}()
#2 {main}
4 Error: Named parameter $a overwrites previous argument (line 17)
#0 %s(24): {closure}()
#1 {main}
5 Error: Unknown named parameter $z (line 18)
#0 %s(24): {closure}()
#1 {main}
6 Error: Named parameter $a overwrites previous argument (line 19)
#0 %s(24): {closure}()
#1 {main}
7 Error: Unknown named parameter $q (line 10)
#0 %s(20): h()
#1 %s(24): {closure}()
#2 {main}
