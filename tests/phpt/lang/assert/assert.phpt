--TEST--
assert(): AssertionError with the expression text, descriptions, assert.exception=0
--FILE--
<?php
var_dump(assert(true), assert(1 === 1));
$x = 2;
try { assert($x === 1); } catch (AssertionError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { assert(false, "custom message"); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
try { assert($x > 5, new RuntimeException("rt")); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { assert(in_array($x, [1, 3])); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
var_dump((new AssertionError("m")) instanceof Error);
ini_set("assert.exception", 0);
var_dump(assert($x === 3));
--EXPECTF--
bool(true)
bool(true)
AssertionError: assert($x === 1)
custom message
RuntimeException: rt
assert(in_array($x, [1, 3]))
bool(true)

Warning: assert(): assert($x === 3) failed in %s on line 10
bool(false)
