--TEST--
An exception from a destructor at script end is uncaught
--FILE--
<?php
class A { function __construct(public $n) {} function __destruct() { echo "dtor {$this->n}\n"; throw new Exception("from {$this->n}"); } }
$b = new A('b'); $c = new A('c');
echo "end\n";
--EXPECTF--
end
dtor c

Fatal error: Uncaught Exception: from c in %s:2
Stack trace:
#0 [internal function]: A->__destruct()
#1 {main}
  thrown in %s on line 2
