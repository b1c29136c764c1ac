--TEST--
__wakeup order for nested objects
--FILE--
<?php
class W { public $name; public $child; function __construct($n, $c = null) { $this->name = $n; $this->child = $c; } function __wakeup() { echo "wakeup {$this->name}\n"; } }
$s = serialize(new W("outer", new W("inner", new W("innermost"))));
$u = unserialize($s); echo $u->child->child->name, "\n";
--EXPECT--
wakeup innermost
wakeup inner
wakeup outer
innermost
