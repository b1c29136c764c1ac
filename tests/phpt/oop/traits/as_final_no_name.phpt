--TEST--
Trait alias: 'as final;' is a modifier, not a method name
--FILE--
<?php
trait T { function f() { return 1; } }
class A { use T { f as final; } }
echo "not reached\n";
--EXPECTF--

Fatal error: Cannot use 'final' as method modifier in %s on line 3
