--TEST--
Destructors still run after an uncaught exception
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D('a');
throw new Exception('boom');
--EXPECTF--

Fatal error: Uncaught Exception: boom in %s:4
Stack trace:
#0 {main}
  thrown in %s on line 4
destroy a
