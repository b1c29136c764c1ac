--TEST--
positional attribute argument after a named one
--FILE--
<?php
function f(
  #[A(a: 1, 2)] $x) {}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Cannot use positional argument after named argument in %s on line 2
