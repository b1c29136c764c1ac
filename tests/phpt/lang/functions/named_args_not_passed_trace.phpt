--TEST--
A parameter without a default skipped by named arguments is reported
("Argument #N ($x) not passed") before type checks, with the passed
arguments in the trace; a call whose named arguments stop short of the
required parameters is "Too few arguments", counting up to the last one
given; an optional parameter before a required one counts as required
--FILE--
<?php
function f($a, $b) { }
function g($a, int $b, $c) { }
function h($a = 1, int $b = 2, $c) { }
class C {
    function n($x, $y = 1, $z = 2) { throw new Exception("x"); }
    function m($a, $b) {}
}
function t($f) {
    try {
        $f();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
}
t(fn() => f(a: 1));
t(fn() => f(b: 1));
t(fn() => g(b: "x", c: 3));
t(fn() => g(c: 3, b: "x"));
t(fn() => g(1, c: 3, b: "x"));
t(fn() => h(c: 3, b: "x"));
t(fn() => h(b: "x"));
t(fn() => (new C)->n(1, z: 3));
t(fn() => (new C)->m(b: 3));
--EXPECTF--

Deprecated: Optional parameter $a declared before required parameter $c is implicitly treated as a required parameter in %s on line 4

Deprecated: Optional parameter $b declared before required parameter $c is implicitly treated as a required parameter in %s on line 4
ArgumentCountError: Too few arguments to function f(), 1 passed in %s on line 16 and exactly 2 expected
#0 %s(16): f(1)
#1 %s(11): {closure}()
#2 %s(16): t(Object(Closure))
#3 {main}
ArgumentCountError: f(): Argument #1 ($a) not passed
#0 %s(17): f(NULL, 1)
#1 %s(11): {closure}()
#2 %s(17): t(Object(Closure))
#3 {main}
ArgumentCountError: g(): Argument #1 ($a) not passed
#0 %s(18): g(NULL, 'x', 3)
#1 %s(11): {closure}()
#2 %s(18): t(Object(Closure))
#3 {main}
ArgumentCountError: g(): Argument #1 ($a) not passed
#0 %s(19): g(NULL, 'x', 3)
#1 %s(11): {closure}()
#2 %s(19): t(Object(Closure))
#3 {main}
TypeError: g(): Argument #2 ($b) must be of type int, string given, called in %s on line 20
#0 %s(20): g(1, 'x', 3)
#1 %s(11): {closure}()
#2 %s(20): t(Object(Closure))
#3 {main}
ArgumentCountError: h(): Argument #1 ($a) not passed
#0 %s(21): h(NULL, 'x', 3)
#1 %s(11): {closure}()
#2 %s(21): t(Object(Closure))
#3 {main}
ArgumentCountError: h(): Argument #1 ($a) not passed
#0 %s(22): h(NULL, 'x')
#1 %s(11): {closure}()
#2 %s(22): t(Object(Closure))
#3 {main}
Exception: x
#0 %s(23): C->n(1, 1, 3)
#1 %s(11): {closure}()
#2 %s(23): t(Object(Closure))
#3 {main}
ArgumentCountError: C::m(): Argument #1 ($a) not passed
#0 %s(24): C->m(NULL, 3)
#1 %s(11): {closure}()
#2 %s(24): t(Object(Closure))
#3 {main}
