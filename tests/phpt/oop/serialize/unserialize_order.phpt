--TEST--
__unserialize and __wakeup order with siblings
--FILE--
<?php
class U { public $n; function __construct($n) { $this->n = $n; } function __serialize(): array { return ["n" => $this->n]; } function __unserialize(array $d): void { $this->n = $d["n"]; echo "unser {$this->n}\n"; } }
class W { public $n; function __construct($n) { $this->n = $n; } function __wakeup() { echo "wake {$this->n}\n"; } }
$u = unserialize(serialize([new U(1), new W(2), [new U(3)], new W(4)]));
echo count($u), "\n";
--EXPECT--
unser 1
wake 2
unser 3
wake 4
4
