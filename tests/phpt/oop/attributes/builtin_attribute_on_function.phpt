--TEST--
#[Attribute] on a function is a compile-time error
--FILE--
<?php
#[Attribute]
function f() {}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Attribute "Attribute" cannot target function (allowed targets: class) in %s on line 3
