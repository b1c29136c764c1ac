--TEST--
__wakeup is called after unserialize
--FILE--
<?php
class W { public $a = 1; public $conn; function __sleep() { return ["a"]; } function __wakeup() { echo "wakeup\n"; $this->conn = "reconnected"; } }
$w = new W; $w->conn = "live";
$s = serialize($w); var_dump($s); var_dump(unserialize($s));
--EXPECT--
string(24) "O:1:"W":1:{s:1:"a";i:1;}"
wakeup
object(W)#2 (2) {
  ["a"]=>
  int(1)
  ["conn"]=>
  string(11) "reconnected"
}
