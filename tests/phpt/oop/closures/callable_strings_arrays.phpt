--TEST--
Callables of every form called through call_user_func and directly
--FILE--
<?php
class A { function m($x) { return "m$x"; } static function s($x) { return "s$x"; } }
$a = new A;
foreach ([[$a, "m"], ["A", "s"], "A::s", fn($x) => "f$x", $a->m(...), "strrev"] as $c) {
  echo call_user_func($c, 1), " ", call_user_func_array($c, [2]), " ", is_callable($c) ? "callable" : "no", "\n";
}
--EXPECT--
m1 m2 callable
s1 s2 callable
s1 s2 callable
f1 f2 callable
m1 m2 callable
1 2 callable
