--TEST--
__serialize and __unserialize take precedence over __sleep and __wakeup
--FILE--
<?php
class C {
    public $x = 1; public $y = 2;
    function __serialize(): array { return ['sum' => $this->x + $this->y]; }
    function __unserialize(array $d): void { $this->x = $d['sum']; $this->y = 0; }
    function __sleep() { echo "not called\n"; return []; }
    function __wakeup() { echo "not called\n"; }
}
$s = serialize(new C);
echo $s, "\n";
var_dump(unserialize($s));
--EXPECT--
O:1:"C":1:{s:3:"sum";i:3;}
object(C)#1 (2) {
  ["x"]=>
  int(3)
  ["y"]=>
  int(0)
}
