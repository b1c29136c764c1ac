--TEST--
A destructor inherited from the parent class runs; parent::__destruct chains
--FILE--
<?php
class P { function __destruct() { echo 'P dtor for ', static::class, "\n"; } }
class C extends P {}
class E extends P { function __destruct() { echo "E dtor\n"; parent::__destruct(); } }
$c = new C; unset($c);
$e = new E; unset($e);
echo "end\n";
--EXPECT--
P dtor for C
E dtor
P dtor for E
end
