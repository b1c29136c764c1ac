--TEST--
Objects in static properties are destroyed at script end
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
class Reg { static $items = []; }
Reg::$items[] = new D('static-prop');
$x = new D('global');
echo "end\n";
--EXPECT--
end
destroy global
destroy static-prop
