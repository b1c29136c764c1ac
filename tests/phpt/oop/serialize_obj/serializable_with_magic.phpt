--TEST--
Serializable together with __serialize is not deprecated and uses __serialize
--FILE--
<?php
class Modern implements Serializable {
    public $d = 1;
    public function serialize() { return 'never'; }
    public function unserialize($s) { }
    public function __serialize(): array { return [$this->d]; }
    public function __unserialize(array $a): void { $this->d = $a[0] + 1; }
}
$s = serialize(new Modern);
echo $s, "\n";
var_dump(unserialize($s));
--EXPECT--
O:6:"Modern":1:{i:0;i:1;}
object(Modern)#1 (1) {
  ["d"]=>
  int(2)
}
