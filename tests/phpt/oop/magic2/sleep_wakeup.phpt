--TEST--
__sleep chooses properties, __wakeup runs on unserialize
--FILE--
<?php
class C { public $a = 1; protected $b = 2; private $c = 3; public $tmp = 'x';
    function __sleep() { echo "sleep\n"; return ['a', 'b', 'c']; }
    function __wakeup() { echo "wakeup\n"; $this->tmp = 'restored'; } }
$s = serialize(new C);
echo str_replace("\0", '~', $s), "\n";
var_dump(unserialize($s));
--EXPECT--
sleep
O:1:"C":3:{s:1:"a";i:1;s:4:"~*~b";i:2;s:4:"~C~c";i:3;}
wakeup
object(C)#1 (4) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"C":private]=>
  int(3)
  ["tmp"]=>
  string(8) "restored"
}
