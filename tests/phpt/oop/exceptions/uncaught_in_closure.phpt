--TEST--
Uncaught exception thrown inside a closure called by array_map
--FILE--
<?php
array_map(function ($x) { throw new DomainException("bad $x"); }, [1]);
--EXPECTF--

Fatal error: Uncaught DomainException: bad 1 in %s:2
Stack trace:
#0 [internal function]: {closure}(1)
#1 %s(2): array_map(Object(Closure), Array)
#2 {main}
  thrown in %s on line 2
