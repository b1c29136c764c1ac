--TEST--
An uncaught exception from a destructor during the script
--FILE--
<?php
class A { function __destruct() { throw new LogicException('bad dtor'); } }
$a = new A;
$a = null;
echo "not reached\n";
--EXPECTF--

Fatal error: Uncaught LogicException: bad dtor in %s:2
Stack trace:
#0 %s(4): A->__destruct()
#1 {main}
  thrown in %s on line 2
