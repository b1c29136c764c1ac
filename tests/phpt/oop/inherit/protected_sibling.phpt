--TEST--
protected members are reachable from sibling classes sharing the declaring parent
--FILE--
<?php
class Base { protected $secret = 's'; protected function hidden() { return 'h'; } }
class Left extends Base { function peek(Base $o) { return $o->secret . $o->hidden(); } }
class Right extends Base {}
echo (new Left)->peek(new Right), "\n";
--EXPECT--
sh
