--TEST--
Closure::fromCallable with non-callables throws TypeError
--FILE--
<?php
foreach (['nope', 'K::m', [1, 2], 42, ['stdClass', 'x']] as $bad) {
    try { Closure::fromCallable($bad); }
    catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
Failed to create closure from callable: function "nope" not found or invalid function name
Failed to create closure from callable: class "K" not found
Failed to create closure from callable: first array member is not a valid class name or object
Failed to create closure from callable: no array or string given
Failed to create closure from callable: class stdClass does not have a method "x"
