--TEST--
An unused returned object is destroyed at once
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
function make() { return new D('tmp'); }
make();
echo "after call\n";
new D('new-stmt');
echo "after new\n";
--EXPECT--
make tmp
destroy tmp
after call
make new-stmt
destroy new-stmt
after new
