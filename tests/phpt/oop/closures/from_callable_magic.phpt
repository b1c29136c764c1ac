--TEST--
fromCallable uses __call and __callStatic
--FILE--
<?php
class M {
  function __call($n, $a) { return "call $n(" . implode(",", $a) . ")"; }
  static function __callStatic($n, $a) { return "static $n(" . implode(",", $a) . ")"; }
}
$f = Closure::fromCallable([new M, "foo"]);
echo $f(1, 2), "\n";
$g = Closure::fromCallable("M::bar");
echo $g(3), "\n";
var_dump($f);
--EXPECT--
call foo(1,2)
static bar(3)
object(Closure)#2 (2) {
  ["function"]=>
  string(6) "M::foo"
  ["this"]=>
  object(M)#1 (0) {
  }
}
