--TEST--
__sleep selects properties
--FILE--
<?php
class S { public $a = 1; public $b = 2; protected $c = 3; private $d = 4; function __sleep() { echo "sleep\n"; return ["a", "c", "d"]; } }
var_dump(str_replace("\0", "~", serialize(new S)));
--EXPECT--
sleep
string(54) "O:1:"S":3:{s:1:"a";i:1;s:4:"~*~c";i:3;s:4:"~S~d";i:4;}"
