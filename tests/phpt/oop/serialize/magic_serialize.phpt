--TEST--
__serialize and __unserialize
--FILE--
<?php
class M { public $a; private $secret = "s"; function __construct($a = 0) { $this->a = $a; }
function __serialize(): array { echo "ser\n"; return ["A" => $this->a, 7 => "seven"]; }
function __unserialize(array $d): void { echo "unser\n"; var_dump($d); $this->a = $d["A"] * 2; } }
$s = serialize(new M(21)); var_dump($s); var_dump(unserialize($s));
--EXPECT--
ser
string(41) "O:1:"M":2:{s:1:"A";i:21;i:7;s:5:"seven";}"
unser
array(2) {
  ["A"]=>
  int(21)
  [7]=>
  string(5) "seven"
}
object(M)#1 (2) {
  ["a"]=>
  int(42)
  ["secret":"M":private]=>
  string(1) "s"
}
