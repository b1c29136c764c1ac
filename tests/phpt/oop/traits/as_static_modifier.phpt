--TEST--
Trait alias: 'as static name' is refused at compile time
--FILE--
<?php
trait T { function f() { return 1; } }
class A { use T { f as static g; } }
echo "not reached\n";
--EXPECTF--

Fatal error: Cannot use 'static' as method modifier in %s on line 3
