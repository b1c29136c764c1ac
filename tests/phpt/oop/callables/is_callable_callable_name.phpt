--TEST--
is_callable fills callable_name for every form
--FILE--
<?php
function f() {}
class A { function m() {} static function s() {} function __invoke() {} }
$tests = ['f', 'nope', 'A::s', ['A', 's'], [new A, 'm'], new A, fn() => 1, ['x', 'y'], 42, [new A, 'zz'], 'A::m'];
foreach ($tests as $t) {
    $ok = is_callable($t, false, $name);
    var_dump($ok, $name);
}
--EXPECT--
bool(true)
string(1) "f"
bool(false)
string(4) "nope"
bool(true)
string(4) "A::s"
bool(true)
string(4) "A::s"
bool(true)
string(4) "A::m"
bool(true)
string(11) "A::__invoke"
bool(true)
string(17) "Closure::__invoke"
bool(false)
string(4) "x::y"
bool(false)
string(2) "42"
bool(false)
string(5) "A::zz"
bool(false)
string(4) "A::m"
