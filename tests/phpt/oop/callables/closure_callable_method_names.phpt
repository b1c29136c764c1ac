--TEST--
Closures report their name through reflection and debug output
--FILE--
<?php
$f = function ($a, &$b, ...$c) {};
var_dump($f);
class A { function m() { return function () {}; } static function s() { return static fn() => 1; } }
var_dump((new A)->m());
var_dump(A::s());
--EXPECT--
object(Closure)#1 (1) {
  ["parameter"]=>
  array(3) {
    ["$a"]=>
    string(10) "<required>"
    ["&$b"]=>
    string(10) "<required>"
    ["$c"]=>
    string(10) "<optional>"
  }
}
object(Closure)#3 (1) {
  ["this"]=>
  object(A)#2 (0) {
  }
}
object(Closure)#3 (0) {
}
