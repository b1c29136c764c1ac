--TEST--
Closure::fromCallable accepts every callable form
--FILE--
<?php
class A {
  public $n = 1;
  function m($x) { return "m$x" . $this->n; }
  static function s($x) { return "s$x" . static::class; }
  function __invoke($x) { return "inv$x"; }
}
class B extends A {}
function plain($x) { return "plain$x"; }
$a = new A;
foreach (["plain", "strtoupper", [$a, "m"], ["A", "s"], "A::s", $a, [new B, "s"], "B::s", fn($x) => "arrow$x"] as $c) {
  $f = Closure::fromCallable($c);
  var_dump($f instanceof Closure, $f("x"));
}
--EXPECT--
bool(true)
string(6) "plainx"
bool(true)
string(1) "X"
bool(true)
string(3) "mx1"
bool(true)
string(3) "sxA"
bool(true)
string(3) "sxA"
bool(true)
string(4) "invx"
bool(true)
string(3) "sxB"
bool(true)
string(3) "sxB"
bool(true)
string(6) "arrowx"
