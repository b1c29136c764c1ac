--TEST--
A call written over several lines is reported at the line where it starts: in traces (functions, methods, static methods, new, closures, built-ins calling back) and in what the callee raises
--FILE--
<?php
function f($a, $b) { throw new Exception('x'); }
try {
    f(
        1,
        2
    );
} catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try {
    array_map(function ($v) {
        throw new Exception('y');
    }, [5]);
} catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try {
    array_map(
        'f',
        [5], [6]
    );
} catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
echo htmlspecialchars(
    "a",
    ENT_QUOTES,
    "bogus"
), "\n";
try {
    echo str_repeat(
        "x",
        -1
    );
} catch (ValueError $e) { echo $e->getLine(), "\n"; }
function g() { return (new Exception)->getLine(); }
echo g(
  1
), "\n";
$o = new ArrayObject([]);
echo $o->count(
), "\n";
class A { function __construct($x) { throw new Exception('c'); } function m($a) { throw new Exception('m'); } static function s($a) { throw new Exception('s'); } }
function t3() { throw new Exception('t'); }
function show2($e) { echo $e->getTraceAsString(), "\n"; }
try { new A(
  1
); } catch (Exception $e) { show2($e); }
$a = (new ReflectionClass('A'))->newInstanceWithoutConstructor();
try { $a->m(
  1,
  2
); } catch (Exception $e) { show2($e); }
try { A::s(
  1
); } catch (Exception $e) { show2($e); }
try { strlen(
  t3()
); } catch (Exception $e) { show2($e); }
try { $f = fn($x) => t3(); $f(
  3
); } catch (Exception $e) { show2($e); }
try { array_map(
  fn($x) => t3(),
  [1]
); } catch (Exception $e) { show2($e); }
try { echo max(
  1,
  t3(),
); } catch (Exception $e) { show2($e); }
--EXPECTF--
#0 %s(4): f(1, 2)
#1 {main}
#0 [internal function]: {closure}(5)
#1 %s(10): array_map(Object(Closure), Array)
#2 {main}
#0 [internal function]: f(5, 6)
#1 %s(15): array_map('f', Array, Array)
#2 {main}

Warning: htmlspecialchars(): Charset "bogus" is not supported, assuming UTF-8 in %s on line 20
a
26
31
0
#0 %s(41): A->__construct(1)
#1 {main}
#0 %s(45): A->m(1, 2)
#1 {main}
#0 %s(49): A::s(1)
#1 {main}
#0 %s(53): t3()
#1 {main}
#0 %s(55): t3()
#1 %s(55): {closure}(3)
#2 {main}
#0 %s(59): t3()
#1 [internal function]: {closure}(1)
#2 %s(58): array_map(Object(Closure), Array)
#3 {main}
#0 %s(64): t3()
#1 {main}
