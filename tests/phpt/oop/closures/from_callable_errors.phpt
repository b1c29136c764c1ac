--TEST--
Closure::fromCallable errors
--FILE--
<?php
class A { private function p() {} function m() {} }
$cases = ["nope", [new A, "nope"], ["A", "m"], ["Nope", "m"], [new A, "p"], "A::nope", 42, [1, 2, 3]];
foreach ($cases as $c) {
  try { Closure::fromCallable($c); echo "ok\n"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
--EXPECT--
TypeError: Failed to create closure from callable: function "nope" not found or invalid function name
TypeError: Failed to create closure from callable: class A does not have a method "nope"
TypeError: Failed to create closure from callable: non-static method A::m() cannot be called statically
TypeError: Failed to create closure from callable: class "Nope" not found
TypeError: Failed to create closure from callable: cannot access private method A::p()
TypeError: Failed to create closure from callable: class A does not have a method "nope"
TypeError: Failed to create closure from callable: no array or string given
TypeError: Failed to create closure from callable: array callback must have exactly two members
