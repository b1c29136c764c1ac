--TEST--
Redeclaring a function is a fatal error
--FILE--
<?php
function f() {}
function f() {}
--EXPECTF--

Fatal error: Cannot redeclare f() (previously declared in %s:2) in %s on line 3
