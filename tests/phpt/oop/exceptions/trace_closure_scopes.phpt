--TEST--
Trace frames of bound closures, scoped closures, generators and arrow functions under array_map
--FILE--
<?php
class X {}
$f = function () { throw new Exception('x'); };
$g = $f->bindTo(new X);
try { $g(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
$h = Closure::bind($f, null, X::class);
try { $h(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
function gen() { yield 1; throw new LogicException('g'); }
try { foreach (gen() as $v) {} } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
class Y { static function run() { return array_map(fn($x) => throw new Exception('m'), [1]); } }
try { Y::run(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; print_r(array_map(fn($f) => ($f['class'] ?? '') . ($f['type'] ?? '') . $f['function'], $e->getTrace())); }
--EXPECTF--
#0 %s(5): Closure->{closure}()
#1 {main}
#0 %s(7): X::{closure}()
#1 {main}
#0 %s(9): gen()
#1 {main}
#0 [internal function]: Y::{closure}(1)
#1 %s(10): array_map(Object(Closure), Array)
#2 %s(11): Y::run()
#3 {main}
Array
(
    [0] => Y::{closure}
    [1] => array_map
    [2] => Y::run
)
