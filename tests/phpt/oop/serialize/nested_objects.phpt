--TEST--
arrays of objects inside objects
--FILE--
<?php
class Box { public $items = []; private $label; function __construct($l) { $this->label = $l; } }
$b = new Box("outer"); $b->items[] = new Box("a"); $b->items[] = new Box("b"); $b->items["k"] = [new Box("c")];
$s = serialize($b); var_dump(strlen($s)); var_dump(unserialize($s) == $b);
--EXPECT--
int(262)
bool(true)
