--TEST--
__serialize takes precedence over __sleep, __unserialize over __wakeup
--FILE--
<?php
class Both {
    public $a = 1; public $b = 2;
    public function __sleep() { echo "sleep\n"; return ['a']; }
    public function __wakeup() { echo "wakeup\n"; }
    public function __serialize(): array { echo "serialize\n"; return ['b' => $this->b]; }
    public function __unserialize(array $d): void { echo "unserialize\n"; $this->b = $d['b']; }
}
$s = serialize(new Both);
echo $s, "\n";
var_dump(unserialize($s));
--EXPECT--
serialize
O:4:"Both":1:{s:1:"b";i:2;}
unserialize
object(Both)#1 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
