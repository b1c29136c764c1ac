--TEST--
Conditionally declared functions exist only after the declaration runs
--FILE--
<?php
var_dump(function_exists('cond'));
if (true) {
  function cond() { return "cond"; }
}
var_dump(function_exists('cond'));
echo cond(), "\n";
--EXPECT--
bool(false)
bool(true)
cond
