--TEST--
var_dump of closures made with f(...)
--FILE--
<?php
function foo(int $a, &$b, $c = 5, ...$rest) { static $s = 1; }
class A { public $x = 1; function m($a) {} static function s(int $q = 0) {} }
var_dump(foo(...));
var_dump(strlen(...));
var_dump((new A)->m(...));
var_dump(A::s(...));
var_dump(str_replace(...));
--EXPECT--
object(Closure)#1 (3) {
  ["function"]=>
  string(3) "foo"
  ["static"]=>
  array(1) {
    ["s"]=>
    int(1)
  }
  ["parameter"]=>
  array(4) {
    ["$a"]=>
    string(10) "<required>"
    ["&$b"]=>
    string(10) "<required>"
    ["$c"]=>
    string(10) "<optional>"
    ["$rest"]=>
    string(10) "<optional>"
  }
}
object(Closure)#1 (2) {
  ["function"]=>
  string(6) "strlen"
  ["parameter"]=>
  array(1) {
    ["$string"]=>
    string(10) "<required>"
  }
}
object(Closure)#2 (3) {
  ["function"]=>
  string(4) "A::m"
  ["this"]=>
  object(A)#1 (1) {
    ["x"]=>
    int(1)
  }
  ["parameter"]=>
  array(1) {
    ["$a"]=>
    string(10) "<required>"
  }
}
object(Closure)#2 (2) {
  ["function"]=>
  string(4) "A::s"
  ["parameter"]=>
  array(1) {
    ["$q"]=>
    string(10) "<optional>"
  }
}
object(Closure)#2 (2) {
  ["function"]=>
  string(11) "str_replace"
  ["parameter"]=>
  array(4) {
    ["$search"]=>
    string(10) "<required>"
    ["$replace"]=>
    string(10) "<required>"
    ["$subject"]=>
    string(10) "<required>"
    ["&$count"]=>
    string(10) "<optional>"
  }
}
