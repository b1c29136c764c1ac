--TEST--
parent:: in a class without a parent
--FILE--
<?php
class A { function f() { return parent::f(); } }
echo "x\n";
--EXPECTF--

Fatal error: Cannot use "parent" when current class scope has no parent in %s on line 2
