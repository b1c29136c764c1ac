--TEST--
Objects in static variables are destroyed at script end
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
function holder() { static $s; $s = new D('static'); }
holder();
$g = new D('global');
echo "end\n";
--EXPECT--
make static
make global
end
destroy global
destroy static
