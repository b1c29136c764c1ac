--TEST--
usort() with an invalid callback
--FILE--
<?php
$a = [2, 1];
try { usort($a, 'no_such_fn'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a);
--EXPECT--
usort(): Argument #2 ($callback) must be a valid callback, function "no_such_fn" not found or invalid function name
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(1)
}
