--TEST--
fromCallable inside a class reaches its private methods
--FILE--
<?php
class A {
  private function secret($x) { return "secret $x"; }
  function get() { return Closure::fromCallable([$this, "secret"]); }
}
$f = (new A)->get();
echo $f("ok"), "\n";
--EXPECT--
secret ok
