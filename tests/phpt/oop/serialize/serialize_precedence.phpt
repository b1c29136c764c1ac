--TEST--
__serialize takes precedence over __sleep, __unserialize over __wakeup
--FILE--
<?php
class B { public $a = 1; function __sleep() { echo "sleep\n"; return ["a"]; } function __serialize(): array { echo "serialize\n"; return ["z" => 1]; }
function __wakeup() { echo "wakeup\n"; } function __unserialize(array $d): void { echo "unserialize\n"; } }
$s = serialize(new B); var_dump($s); unserialize($s);
--EXPECT--
serialize
string(24) "O:1:"B":1:{s:1:"z";i:1;}"
unserialize
