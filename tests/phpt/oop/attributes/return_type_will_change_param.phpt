--TEST--
#[ReturnTypeWillChange] on a parameter
--FILE--
<?php
function f(
  #[ReturnTypeWillChange] $x) {}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Attribute "ReturnTypeWillChange" cannot target parameter (allowed targets: method) in %s on line 2
