--TEST--
Auto keys of the outer generator after yield from arrays
--FILE--
<?php
function g() { yield 'a'; yield from ['b', 'c']; yield 'd'; yield from [5 => 'e']; yield 'f'; }
foreach (g() as $k => $v) echo "$k=$v ";
echo "\n";
--EXPECT--
0=a 0=b 1=c 1=d 5=e 2=f
