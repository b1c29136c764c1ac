--TEST--
Closures of functions can be bound to an object (scope Closure, named Closure::f)
--FILE--
<?php
class A {}
function foo() { return isset($this) ? "this" : "none"; }
$f = foo(...);
var_dump($f->bindTo(new A));
$g = Closure::fromCallable("foo");
var_dump($g->bindTo(new A));
$h = strlen(...);
var_dump($h->bindTo(new A) instanceof Closure);
--EXPECT--
object(Closure)#3 (2) {
  ["function"]=>
  string(12) "Closure::foo"
  ["this"]=>
  object(A)#2 (0) {
  }
}
object(Closure)#4 (2) {
  ["function"]=>
  string(12) "Closure::foo"
  ["this"]=>
  object(A)#2 (0) {
  }
}
bool(true)
