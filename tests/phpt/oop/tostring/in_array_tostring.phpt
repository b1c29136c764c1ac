--TEST--
in_array and array_search compare objects with strings by __toString
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$list = [new S('b'), new S('a'), new S('c')];
var_dump(in_array('a', $list), in_array('z', $list), array_search('c', $list));
--EXPECT--
bool(true)
bool(false)
int(2)
