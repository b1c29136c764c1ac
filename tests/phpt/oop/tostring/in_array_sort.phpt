--TEST--
sort and usort with __toString objects
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$list = [new S('b'), new S('a'), new S('c')];
sort($list, SORT_STRING);
foreach ($list as $x) echo $x; echo "\n";
usort($list, fn($a, $b) => strcmp($b, $a));
foreach ($list as $x) echo $x; echo "\n";
var_dump(in_array('a', $list, true));
--EXPECT--
abc
cba
bool(false)
