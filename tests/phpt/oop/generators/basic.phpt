--TEST--
generator: basic foreach with auto keys
--FILE--
<?php
function g() { yield 1; yield 2; yield 3; }
foreach (g() as $k => $v) { echo "$k => $v\n"; }
var_dump(g() instanceof Traversable, g() instanceof Iterator, get_class(g()));
--EXPECT--
0 => 1
1 => 2
2 => 3
bool(true)
bool(true)
string(9) "Generator"
