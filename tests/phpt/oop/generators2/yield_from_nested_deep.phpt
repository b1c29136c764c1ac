--TEST--
Deeply nested yield from
--FILE--
<?php
function level($n) { if ($n == 0) { yield 'leaf'; return 0; } $r = yield from level($n - 1); yield "level $n"; return $r + 1; }
$g = level(4);
foreach ($g as $k => $v) echo "$k: $v\n";
var_dump($g->getReturn());
--EXPECT--
0: leaf
0: level 1
0: level 2
0: level 3
0: level 4
int(4)
