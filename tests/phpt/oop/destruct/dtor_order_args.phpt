--TEST--
An object passed to a function lives until the call returns
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
function take($d) { echo "in take\n"; }
take(new D('arg'));
echo "after take\n";
--EXPECT--
in take
destroy arg
after take
