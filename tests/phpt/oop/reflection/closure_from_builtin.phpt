--TEST--
ReflectionFunction of a closure made from a built-in lists its parameters; getClosureCalledClass()
--FILE--
<?php
foreach (['range', 'max', 'strlen', 'array_map'] as $f) {
    $r = new ReflectionFunction(Closure::fromCallable($f));
    echo $r->name, ': ', $r->getNumberOfParameters(), ' ', $r->getNumberOfRequiredParameters(), ' ';
    foreach ($r->getParameters() as $p) echo $p->getName(), $p->isOptional() ? '?' : '', $p->isVariadic() ? '...' : '', ' ';
    echo "\n";
}
$r = new ReflectionFunction(strtoupper(...));
var_dump($r->getNumberOfParameters(), $r->getClosureCalledClass(), $r->getClosureScopeClass());
class A {
    function f() { return function () {}; }
    static function s() { return static function () {}; }
    function m() {}
}
class B extends A {}
$r = new ReflectionFunction((new B)->f());
var_dump($r->getClosureCalledClass()->name, $r->getClosureScopeClass()->name);
$r = new ReflectionFunction(B::s());
var_dump($r->getClosureCalledClass()->name, $r->getClosureScopeClass()->name);
$r = new ReflectionFunction((new B)->m(...));
var_dump($r->getClosureCalledClass()->name);
var_dump((new ReflectionFunction(function () {}))->getClosureCalledClass());
--EXPECT--
range: 3 2 start end step? 
max: 2 1 value values?... 
strlen: 1 1 string 
array_map: 3 2 callback array arrays?... 
int(1)
NULL
NULL
string(1) "B"
string(1) "A"
string(1) "B"
string(1) "A"
string(1) "B"
NULL
