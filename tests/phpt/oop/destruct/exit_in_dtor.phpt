--TEST--
exit() inside a destructor stops the remaining destructors
--FILE--
<?php
class A { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "dtor {$this->n}\n"; if ($this->n == 'b') exit("exit in dtor\n"); } }
$a = new A('a'); $b = new A('b'); $c = new A('c');
$keep = [$a, $b, $c];
echo "end\n";
--EXPECT--
end
dtor a
dtor b
exit in dtor
