--TEST--
exit() in the script still runs destructors
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D('a');
$b = new D('b');
exit("exiting\n");
--EXPECT--
exiting
destroy b
destroy a
