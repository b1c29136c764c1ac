--TEST--
Redeclaring a function at runtime is a fatal error
--FILE--
<?php
function g() {}
function declare_g() { function g() {} }
echo "before\n";
declare_g();
--EXPECTF--
before

Fatal error: Cannot redeclare g() (previously declared in %s:2) in %s on line 3
