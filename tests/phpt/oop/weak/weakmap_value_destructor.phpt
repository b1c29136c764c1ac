--TEST--
Values of a WeakMap are released when the key goes
--FILE--
<?php
class V { function __construct(public $n) {} function __destruct() { echo "V{$this->n} destroyed\n"; } }
$m = new WeakMap;
$k1 = new stdClass; $k2 = new stdClass;
$m[$k1] = new V(1);
$m[$k2] = new V(2);
echo "unset k1\n";
unset($k1);
echo "reassign k2\n";
$k2 = 5;
echo "end\n";
--EXPECT--
unset k1
V1 destroyed
reassign k2
V2 destroyed
end
