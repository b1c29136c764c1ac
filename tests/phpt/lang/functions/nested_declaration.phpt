--TEST--
Functions declared inside functions exist after the outer call
--FILE--
<?php
function outer() {
  function inner() { return "inner"; }
}
var_dump(function_exists('inner'));
outer();
echo inner(), "\n";
--EXPECT--
bool(false)
inner
