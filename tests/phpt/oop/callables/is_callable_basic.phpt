--TEST--
is_callable on functions, methods, closures and invokables
--FILE--
<?php
function f() {}
class A {
    function pub() {}
    private function priv() {}
    static function st() {}
    function __invoke() {}
}
$tests = ['f', 'F', 'nope', 'A::st', 'A::pub', 'A::priv', ['A', 'st'], [new A, 'pub'], [new A, 'priv'],
          new A, new stdClass, fn() => 1, 'strlen', 42, null, [], ['A'], 'A::nope'];
foreach ($tests as $i => $t) {
    echo $i, ' ', var_export(is_callable($t), true), "\n";
}
--EXPECT--
0 true
1 true
2 false
3 true
4 false
5 false
6 true
7 true
8 false
9 true
10 false
11 true
12 true
13 false
14 false
15 false
16 false
17 false
