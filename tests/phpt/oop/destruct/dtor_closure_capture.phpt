--TEST--
Objects captured by closures live as long as the closure
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$d = new D('captured');
$f = function() use ($d) { return $d->n; };
unset($d);
echo $f(), "\n";
unset($f);
echo "closure gone\n";
--EXPECT--
make captured
captured
destroy captured
closure gone
