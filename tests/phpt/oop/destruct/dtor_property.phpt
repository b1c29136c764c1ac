--TEST--
Overwriting a property releases the old object
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
class H { public $d; }
$h = new H;
$h->d = new D(1);
$h->d = new D(2);
echo "replaced\n";
unset($h);
echo "holder gone\n";
--EXPECT--
make 1
make 2
destroy 1
replaced
destroy 2
holder gone
